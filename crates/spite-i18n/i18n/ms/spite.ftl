# Spite & Malice: Bahasa Melayu.
#
# Istilah permainan diambil daripada teks peraturan G4A dalam bahasa
# Melayu: longgokan pembayaran, susunan sampingan, susunan pusat (pusat),
# stok, tangan, giliran, menarik kad, seri, mata. Lihat
# docs/translating.md. Bahasa Melayu tiada bentuk jamak selepas nombor:
# "1 kad", "5 kad".

## Tempat duduk

seat-name = { $kind ->
    [you] Anda
    [player] Pemain { $number }
    [computer] { $number ->
        [0] Komputer
       *[other] Komputer { $number }
    }
    [seat] Tempat { $number }
   *[named] { $name }
}
seat-subject = { seat-name }
# Pemilik selepas kata nama: "giliran anda", "giliran Komputer".
seat-possessor = { $kind ->
    [you] anda
   *[other] { seat-name }
}
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] rawak
    [naive] naif
    [easy] mudah
    [medium] sederhana
    [hard] sukar
   *[expert] pakar
}
join-partners = { $first } & { $second }
join-and = { $first } dan { $second }
list-separator = {", "}

## Nilai kad (dalam ayat; muka kad kekal A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] ace
    [11] bicu
    [12] ratu
    [13] raja
   *[other] { $rank }
}
rank-the = { rank-name }
rank-a = { rank-name }

## Dari mana kad datang

move-from = { $source ->
    [hand] dari tangan
    [payoff] dari longgokan pembayaran
    [partner] dari longgokan pembayaran rakan kongsi
   *[side] dari susunan sampingan { $pile }
}

## Permainan diceritakan

played = { $who } bermain { $card } { $from } ke pusat { $centre }.
played-wild = { $who } bermain { $card } { $from } ke pusat { $centre } sebagai { $counts-as }.
discarded = { $who } membuang { $card } ke susunan sampingan { $pile }, lalu giliran tamat.
payoff-turned = Kad longgokan pembayaran { $whose } yang seterusnya ialah { $card }.
pile-completed-shuffled = Pusat { $centre } sudah lengkap; kadnya kembali ke dalam stok.
pile-completed-set-aside = Pusat { $centre } sudah lengkap dan diketepikan sehingga stok habis.
stock-shuffled = Stok dikocok; kini ada { $count } kad di dalamnya.
drew = { $who } menarik { $count } kad.
drew-cards = { $who } menarik { $count } kad: { $cards }.
turn-starts = Giliran { $whose }.
game-won = { $side } memenangi permainan dan mendapat { $points } mata.
game-drawn = Stok habis ketika kad perlu ditarik: permainan berakhir seri, tiada mata.
game-starts = Permainan { $number }: { $first } bermula dahulu.
game-resumed = Permainan { $number }: giliran { $kind ->
    [you] anda
   *[other] { $first }
} sekarang.
score = Perlawanan hingga { $target } mata: { $sides }.
score-side = { $side } { $points }
match-won = { $side } memenangi perlawanan!
welcome = Spite & Malice: { $rules }, perlawanan hingga { $target } mata, benih { $seed }.
welcome-against = Spite & Malice: { $rules }, perlawanan hingga { $target } mata, benih { $seed }. { $first } menentang { $others }.
move-option = { $card } { $from } ke pusat { $centre }
move-option-wild = { $card } { $from } ke pusat { $centre } sebagai { $counts-as }
move-option-discard = buang { $card } ke susunan sampingan { $pile } (menamatkan giliran)
hint = Petunjuk: { $move } ({ $card }) - { $reason }.
hint-no-card = Petunjuk: { $move } - { $reason }.
hint-no-reason = Petunjuk: { $move } ({ $card }).
hint-move-only = Petunjuk: { $move }.
no-hint = Tiada petunjuk sekarang.
took-back = { $who } membatalkan { $move } ({ $card }).
took-back-no-card = { $who } membatalkan { $move }.
bot-failed-tried = { $who } cuba langkah yang tidak sah ({ $tried }), jadi ia bermain { $played }.
bot-failed = { $who } gagal memilih langkah, jadi ia bermain { $played }.

## Rancangan sesuatu petunjuk

hint-reason = { $plan }: { $why }
hint-play = mainkan { $steps }
hint-play-and-discard = mainkan { $steps }, dan buang { $card } ke susunan sampingan { $pile }
hint-discard = buang { $card } ke susunan sampingan { $pile }
hint-step = { $card } { $from } ke pusat { $centre }
hint-then = {", kemudian "}
hint-more = lagi
hint-the-card = kad itu
hint-from = { $source ->
    [hand] dari tangan
    [payoff] dari longgokan pembayaran anda
    [partner] dari longgokan pembayaran rakan kongsi anda
   *[side] dari susunan sampingan { $pile }
}
hint-why-wins = itu memenangi permainan
hint-why-payoff-now = { $card } pembayaran anda keluar sekarang
hint-why-payoff-next = { $card } pembayaran anda keluar selepas itu
hint-why-empties-hand = itu mengosongkan tangan anda untuk lima kad baharu
hint-why-helps-opponent = bermain ke pusat sekarang akan membantu kad pembayaran lawan anda
hint-why-nothing-closer = tiada apa di pusat yang mendekatkan kad pembayaran anda
hint-why-keeps-order = itu menggerakkan kad sambil menjaga susunan sampingan anda tersusun

## Penolakan: tiada yang berubah

refused-you-are-to-move = Tempat itu bukan gilirannya: giliran anda.
refused-not-your-turn = Bukan giliran anda: sekarang giliran { $whose }.
refused-not-a-person = { $who } pemain komputer dan bergerak sendiri.
refused-game-over = Permainan ini sudah tamat.
refused-match-over = Perlawanan sudah tamat.
refused-game-not-over = Permainan ini belum tamat; yang seterusnya diuruskan apabila ia tamat.
refused-illegal = Tidak boleh bermain { $move } ({ $card }): { $reason }.
refused-illegal-no-card = Tidak boleh bermain { $move }: { $reason }.
refused-not-a-move-shape = '{ $text }' bukan langkah: langkah ialah sumber dan sasaran, seperti 'h3 c1' atau 'p c2'.
refused-no-such-card = Anda tiada { $card } untuk dimainkan: ia bukan kad teratas longgokan pembayaran anda, tiada dalam tangan anda dan tiada di atas susunan sampingan.
refused-not-a-move = Itu bukan langkah: { $reason }.
refused-undo-nothing = Tiada yang boleh dibatalkan: anda belum bergerak dalam giliran ini, dan giliran terdahulu adalah muktamad.
refused-undo-revealed = Tidak boleh membatalkan { $move }: langkah itu { $reason }, jadi ia kekal.
revealed-payoff-card = membuka kad pembayaran baharu
revealed-drew = menarik kad baharu
revealed-turn-ended = menamatkan giliran
revealed-game-ended = menamatkan permainan
refused-stale = Jawapan itu terlalu lewat: meja sudah berubah.
refused-rules = Peraturan ini tidak boleh dimainkan: { $reason }.

## Mengapa peraturan menolak sesuatu langkah

rule-error-game-over = permainan sudah tamat
rule-error-not-your-turn = bukan giliran anda
rule-error-no-hand-card = tangan anda tiada kad h{ $slot }; ia memegang { $count } kad
rule-error-no-centre-pile = tiada susunan pusat c{ $pile }; meja ada { $count }
rule-error-no-side-pile = tiada susunan sampingan s{ $pile }; setiap pemain ada { $count }
rule-error-empty-side = susunan sampingan s{ $pile } kosong
rule-error-empty-payoff = longgokan pembayaran anda kosong
rule-error-empty-partner-payoff = longgokan pembayaran rakan kongsi anda kosong
rule-error-no-partner = hanya permainan berpasangan ada longgokan pembayaran rakan kongsi
rule-error-payoff-to-side = kad pembayaran hanya boleh dimainkan ke susunan pusat
rule-error-side-to-side = kad susunan sampingan hanya boleh dimainkan ke susunan pusat, tidak sekali-kali ke susunan sampingan lain
rule-error-does-not-fit = { $card-rank-name } tidak boleh masuk ke susunan pusat { $centre }, yang memerlukan { $needs-name }
rule-error-unknown = kad itu belum diketahui

## Mengapa sesuatu set peraturan tidak boleh dimainkan

rules-error-players = permainan memerlukan 2 hingga { $max } pemain, bukan { $count }
rules-error-no-such-seat = tempat { $seat } tidak wujud
rules-error-partnership = permainan berpasangan untuk tepat { $max } pemain, bukan { $count }
rules-error-empty-payoff = longgokan pembayaran memerlukan sekurang-kurangnya satu kad
rules-error-hand-size = saiz tangan mesti 1 hingga { $max }, bukan { $count }
rules-error-centre-piles = mesti ada 1 hingga { $max } susunan pusat, bukan { $count }
rules-error-complete-at = susunan pusat mesti lengkap pada ratu atau raja, bukan pada { $rank-name }: di bawah ratu, kad yang lebih tinggi tidak akan dapat dimainkan
rules-error-kings-stuck = tanpa raja liar, susunan pusat mesti naik hingga raja, jika tidak raja tidak akan dapat dimainkan
rules-error-match-target = sasaran perlawanan mesti sekurang-kurangnya 1 mata
rules-error-too-few-cards = { $decks } dek mengandungi { $cards } kad, terlalu sedikit untuk membahagikan { $players } longgokan pembayaran sebanyak { $payoff } dan tangan sebanyak { $hand } serta meninggalkan stok

## Mengapa teks yang ditaip bukan langkah (notasi tidak diterjemah)

parse-error-shape = langkah ialah sumber dan sasaran, seperti 'h3 c1' atau 'p c2'
parse-error-source = '{ $text }' bukan sumber: gunakan h1..h{ $hand } (tangan), p (pembayaran), pp (pembayaran rakan kongsi) atau s1..s{ $sides } (susunan sampingan)
parse-error-target = '{ $text }' bukan sasaran: gunakan c1..c{ $centres } (susunan pusat) atau s1..s{ $sides } (susunan sampingan)

## Nama sesuatu set peraturan

rules-preset = peraturan { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count } pemain
change-partnership = berpasangan
change-no-partnership = tanpa pasangan
change-payoff = pembayaran { $count }
change-hand = tangan { $count }
change-centre-piles = { $count } susunan pusat
change-kings-wild = raja liar
change-kings-not-wild = raja tidak liar
change-complete-at = susunan hingga { $rank-name }
change-completed-shuffled = susunan lengkap dikocok ke dalam stok
change-completed-set-aside = susunan lengkap diketepikan
change-refill = tangan kosong diisi semula
change-no-refill = tangan kosong menamatkan giliran
change-match-target = perlawanan hingga { $count }

## Peraturan diterangkan

rule-heading = Peraturan: { $rules }.
rule-aim = Jadilah yang pertama memainkan setiap kad longgokan pembayaran anda ke susunan pusat.
rule-aim-partnership = Jadilah pasangan pertama yang memainkan setiap kad longgokan pembayaran kedua-dua rakan kongsi ke susunan pusat.
rule-deal = { $players } pemain, { $decks } dek dikocok bersama. Setiap pemain ada longgokan pembayaran { $payoff } kad, hanya kad teratasnya terbuka, tangan { $hand } kad dan empat susunan sampingan, kosong pada mulanya. { $centre } susunan pusat dikongsi, kosong pada mulanya; kad selebihnya ialah stok.
rule-partners = Rakan kongsi duduk bertentangan (tempat 1 dan 3 menentang tempat 2 dan 4) dan boleh memainkan kad teratas longgokan pembayaran salah seorang daripada mereka.
rule-turn-start = Giliran anda bermula dengan menarik kad dari stok sehingga tangan anda memegang { $hand } kad.
rule-sources = Kemudian mainkan seberapa banyak kad yang anda mahu ke susunan pusat: kad teratas longgokan pembayaran anda, kad teratas mana-mana susunan sampingan anda, atau kad dari tangan.
rule-build = Susunan pusat dibina dari ace ke atas, satu nilai pada satu masa, tanpa mengira sut: A, 2, 3 … hingga { $rank-name }.
rule-kings-wild = Raja ialah kad liar: raja boleh dimainkan pada mana-mana susunan pusat, walaupun yang kosong, dan menjadi nilai yang diperlukan susunan itu.
rule-kings-not-wild = Raja bukan kad liar: raja hanyalah raja, dimainkan di atas ratu.
rule-completed-shuffled = Susunan pusat yang mencapai { $rank-name } sudah lengkap: { $rank } kadnya dikocok ke dalam stok, dan susunan itu bermula semula dari ace.
rule-completed-set-aside = Susunan pusat yang mencapai { $rank-name } sudah lengkap dan diketepikan; hanya apabila kad mesti ditarik dari stok yang kosong, susunan yang diketepikan dikocok menjadi stok baharu.
rule-discard = Giliran anda tamat apabila anda membuang kad dari tangan ke salah satu daripada empat susunan sampingan anda. Kad pembayaran dan kad susunan sampingan tidak pernah pergi ke susunan sampingan.
rule-empty-hand-refill = Jika tangan anda kosong semasa giliran, anda menarik { $hand } kad lagi dan teruskan.
rule-empty-hand-ends = Jika tangan anda kosong semasa giliran, giliran anda tamat.
rule-win = Pemain yang memainkan kad pembayaran terakhirnya terus memenangi permainan dan mendapat mata sebanyak kad yang tinggal dalam longgokan pembayaran yang lain.
rule-win-partnership = Pasangan menang apabila kedua-dua longgokan pembayarannya kosong, dan mendapat mata sebanyak kad yang tinggal dalam longgokan pembayaran pasangan lawan.
rule-drawn = Jika kad mesti ditarik dan stok kosong, permainan berakhir seri dan tiada siapa mendapat mata.
rule-drawn-set-aside = Jika kad mesti ditarik, stok kosong dan tiada susunan yang diketepikan, permainan berakhir seri dan tiada siapa mendapat mata.
rule-match = Perlawanan dimenangi pada { $target } mata. Pemain selepas pemenang (dengan dua pemain, yang kalah) memulakan permainan seterusnya; selepas permainan seri, pemain selepas orang yang memulakannya.

## The frontends' own words (ui-*)

ui-menu-new-game = Permainan baharu
