# Spite & Malice: Bahasa Melayu.
#
# Istilah permainan: longgokan utama (teks G4A: "longgokan pembayaran",
# kata kewangan), susunan sampingan, susunan pusat (pusat),
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
    [racer] gopoh
    [blocker] menghalang
    [hoarder] menimbun
    [easy] mudah
    [medium] sederhana
    [hard] sukar
   *[expert] pakar
}
join-partners = { $first } & { $second }
join-and = { $first } dan { $second }
join-or = { $first } atau { $second }
list-separator = {", "}

## Nilai kad (dalam ayat; muka kad kekal A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] sat
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
    [payoff] dari longgokan utama
    [partner] dari longgokan utama rakan kongsi
   *[side] dari susunan sampingan { $pile }
}

## Permainan diceritakan

played = { $who } bermain { $card } { $from } ke susunan pusat { $centre }.
played-wild = { $who } bermain { $card } { $from } ke susunan pusat { $centre } sebagai { $counts-as }.
discarded = { $who } membuang { $card } ke susunan sampingan { $pile }, lalu giliran tamat.
payoff-turned = Kad longgokan utama { $whose } yang seterusnya ialah { $card }.
pile-completed-shuffled = Susunan pusat { $centre } sudah lengkap; kadnya kembali ke dalam stok.
pile-completed-set-aside = Susunan pusat { $centre } sudah lengkap dan diketepikan sehingga stok habis.
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
score = Perlawanan hingga { $target } mata. { $sides }.
score-side = { $side }: { $points }
match-won = { $side } memenangi perlawanan!
welcome = Spite & Malice: { $rules }, perlawanan hingga { $target } mata, benih { $seed }.
welcome-against = Spite & Malice: { $rules }, perlawanan hingga { $target } mata, benih { $seed }. { $first } menentang { $others }.
move-option = { $card } { $from } ke susunan pusat { $centre }
move-option-wild = { $card } { $from } ke susunan pusat { $centre } sebagai { $counts-as }
move-option-discard = buang { $card } ke susunan sampingan { $pile } (menamatkan giliran)
hint = Petunjuk: { $move } ({ $card }) - { $reason }.
hint-no-card = Petunjuk: { $move } - { $reason }.
no-hint = Tiada petunjuk sekarang.
took-back = { $who } membatalkan { $move } ({ $card }).
took-back-no-card = { $who } membatalkan { $move }.
bot-failed-tried = { $who } cuba langkah yang tidak sah ({ $tried }), jadi ia bermain { $played }.
bot-failed = { $who } gagal memilih langkah, jadi ia bermain { $played }.

## Langkah dalam kata-kata tetingkap: kad dan susunan, bukan notasi
## terminal ("5♠ dari tangan ke susunan pusat 1").
move-words = { $card } { $from } { $target ->
    [side] ke susunan sampingan { $index }
   *[centre] ke susunan pusat { $index }
}
move-words-a-card = sekeping kad
hint-words = Petunjuk: { $target ->
    [side] buang
   *[centre] mainkan
} { $move } - { $reason }.
took-back-words = { $who } membatalkan { $move }.
refused-illegal-words = Tidak boleh bermain { $move }: { $reason }.
refused-undo-revealed-words = Tidak boleh membatalkan { $move }: langkah itu { $reason }, jadi ia kekal.

## Rancangan sesuatu petunjuk

hint-reason = { $plan }: { $why }
hint-play = mainkan { $steps }
hint-play-and-discard = mainkan { $steps }, dan buang { $card } ke susunan sampingan { $pile }
hint-discard = buang { $card } ke susunan sampingan { $pile }
hint-step = { $card } { $from } ke susunan pusat { $centre }
hint-then = {", kemudian "}
hint-more = lagi
hint-the-card = kad itu
hint-from = { $source ->
    [hand] dari tangan
    [payoff] dari longgokan utama anda
    [partner] dari longgokan utama rakan kongsi anda
   *[side] dari susunan sampingan { $pile }
}
hint-why-wins = itu memenangi permainan
hint-why-payoff-now = { $card } dari longgokan utama anda keluar sekarang
hint-why-payoff-next = { $card } dari longgokan utama anda keluar selepas itu
hint-why-partner-payoff-now = { $card } dari longgokan utama rakan kongsi anda keluar sekarang
hint-why-partner-payoff-next = { $card } dari longgokan utama rakan kongsi anda keluar selepas itu
hint-why-empties-hand = itu mengosongkan tangan anda untuk { $count } kad baharu
hint-why-plays-out-hand = itu memainkan semua kad di tangan anda
hint-why-blocks-opponent = itu menghalang { $card } dari longgokan utama lawan anda ke pusat
hint-why-helps-opponent = bermain ke pusat sekarang akan membantu { $card } dari longgokan utama lawan anda
hint-why-keeps-king = hanya raja yang mendekatkan kad longgokan utama anda, jadi ia disimpan untuknya
hint-why-nothing-closer = tiada apa di pusat yang mendekatkan kad longgokan utama anda
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
# A card dropped on a pile it does not fit: the reason alone.
refused-rule = { $reason }.
refused-not-a-move-shape = '{ $text }' bukan langkah: langkah ialah sumber dan sasaran, seperti 'h3 c1' atau 'p c2'.
refused-no-such-card = Anda tiada { $card } untuk dimainkan: ia bukan kad teratas longgokan utama anda, tiada dalam tangan anda dan tiada di atas susunan sampingan.
refused-not-a-move = Itu bukan langkah: { $reason }.
refused-undo-nothing = Tiada yang boleh dibatalkan: anda belum bergerak dalam giliran ini, dan giliran terdahulu adalah muktamad.
refused-undo-revealed = Tidak boleh membatalkan { $move }: langkah itu { $reason }, jadi ia kekal.
revealed-payoff-card = membuka kad longgokan utama baharu
revealed-drew = menarik kad baharu
revealed-turn-ended = menamatkan giliran
revealed-game-ended = menamatkan permainan
refused-stale = Jawapan itu terlalu lewat: meja sudah berubah.
refused-rematch = Perlawanan semula boleh ditawarkan apabila perlawanan tamat, dan dijawab semasa ia ditawarkan.
refused-review = Permainan boleh dilihat semula apabila ia tamat.
refused-rules = Peraturan ini tidak boleh dimainkan: { $reason }.

## Mengapa peraturan menolak sesuatu langkah

rule-error-game-over = permainan sudah tamat
rule-error-not-your-turn = bukan giliran anda
rule-error-no-hand-card = tangan anda tiada kad h{ $slot }; ia memegang { $count } kad
rule-error-no-centre-pile = tiada susunan pusat c{ $pile }; meja ada { $count }
rule-error-no-side-pile = tiada susunan sampingan s{ $pile }; setiap pemain ada { $count }
rule-error-empty-side = susunan sampingan s{ $pile } kosong
rule-error-empty-payoff = longgokan utama anda kosong
rule-error-empty-partner-payoff = longgokan utama rakan kongsi anda kosong
rule-error-no-partner = hanya permainan berpasangan ada longgokan utama rakan kongsi
rule-error-payoff-to-side = kad longgokan utama hanya boleh dimainkan ke susunan pusat
rule-error-side-to-side = kad susunan sampingan hanya boleh dimainkan ke susunan pusat, tidak sekali-kali ke susunan sampingan lain
rule-error-does-not-fit = { $card-rank-name } tidak boleh masuk ke susunan pusat { $centre }, yang memerlukan { $needs-name }
rule-error-unknown = kad itu belum diketahui

## Mengapa sesuatu set peraturan tidak boleh dimainkan

rules-error-players = permainan memerlukan 2 hingga { $max } pemain, bukan { $count }
rules-error-no-such-seat = tempat { $seat } tidak wujud
rules-error-partnership = permainan berpasangan untuk tepat { $max } pemain, bukan { $count }
rules-error-empty-payoff = longgokan utama memerlukan sekurang-kurangnya satu kad
rules-error-hand-size = saiz tangan mesti 1 hingga { $max }, bukan { $count }
rules-error-centre-piles = mesti ada 1 hingga { $max } susunan pusat, bukan { $count }
rules-error-complete-at = susunan pusat mesti lengkap pada ratu atau raja, bukan pada { $rank-name }: di bawah ratu, kad yang lebih tinggi tidak akan dapat dimainkan
rules-error-kings-stuck = tanpa raja liar, susunan pusat mesti naik hingga raja, jika tidak raja tidak akan dapat dimainkan
rules-error-match-target = sasaran perlawanan mesti sekurang-kurangnya 1 mata
rules-error-too-few-cards = { $decks } dek mengandungi { $cards } kad, terlalu sedikit untuk membahagikan { $players } longgokan utama sebanyak { $payoff } dan tangan sebanyak { $hand } serta meninggalkan stok

## Mengapa teks yang ditaip bukan langkah (notasi tidak diterjemah)

parse-error-shape = langkah ialah kad dan tempat ia pergi, seperti 'h3 c1' atau 'p c2'
parse-error-unknown = '{ $text }' bukan kad atau susunan: langkah bermula dengan { $hand ->
    [0] {""}
    [1] h1 (tangan),{" "}
   *[other] h1..h{ $hand } (tangan),{" "}
}p (longgokan utama), { $partner ->
    [yes] pp (longgokan utama rakan kongsi),{" "}
   *[no] {""}
}s1..s{ $sides } (susunan sampingan) atau kad yang anda nampak, seperti 7h
parse-error-no-target = '{ $text }' perlukan sasaran: langkah ialah kad dan tempat ia pergi, seperti 'h3 c1' atau 'p c2'
parse-error-words = '{ $text }' ada { $count } perkataan: langkah ialah kad dan tempat ia pergi, seperti 'h3 c1' atau 'p c2'
parse-error-reversed = '{ $text }' ialah susunan pusat, tempat kad pergi: sebut kad dahulu, kemudian tempat ia pergi
parse-error-reversed-swap = '{ $text }' ialah susunan pusat, tempat kad pergi: sebut kad dahulu, kemudian tempat ia pergi: '{ $swapped }'
parse-error-source-as-target = '{ $text }' ialah tempat kad datang, bukan tempat ia pergi: gunakan { $centres ->
    [1] c1 (susunan pusat)
   *[other] c1..c{ $centres } (susunan pusat)
} atau s1..s{ $sides } (susunan sampingan)
parse-error-target = '{ $text }' bukan sasaran: gunakan { $centres ->
    [1] c1 (susunan pusat)
   *[other] c1..c{ $centres } (susunan pusat)
} atau s1..s{ $sides } (susunan sampingan)
parse-error-not-held = { $card } bukan kad teratas longgokan utama anda, tiada dalam tangan anda dan tiada di atas susunan sampingan anda

## Nama sesuatu set peraturan

rules-preset = peraturan { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count } pemain
change-partnership = berpasangan
change-no-partnership = tanpa pasangan
change-payoff = longgokan utama { $count }
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
rule-aim = Jadilah yang pertama memainkan setiap kad longgokan utama anda ke susunan pusat.
rule-aim-partnership = Jadilah pasangan pertama yang memainkan setiap kad longgokan utama kedua-dua rakan kongsi ke susunan pusat.
rule-deal = { $players } pemain, { $decks } dek dikocok bersama. Setiap pemain ada longgokan utama { $payoff } kad, hanya kad teratasnya terbuka, tangan { $hand } kad dan empat susunan sampingan, kosong pada mulanya. { $centre } susunan pusat dikongsi, kosong pada mulanya; kad selebihnya ialah stok.
rule-partners = Rakan kongsi duduk bertentangan (tempat 1 dan 3 menentang tempat 2 dan 4) dan boleh memainkan kad teratas longgokan utama salah seorang daripada mereka.
rule-turn-start = Giliran anda bermula dengan menarik kad dari stok sehingga tangan anda memegang { $hand } kad.
rule-sources = Kemudian mainkan seberapa banyak kad yang anda mahu ke susunan pusat: kad teratas longgokan utama anda, kad teratas mana-mana susunan sampingan anda, atau kad dari tangan.
rule-build = Susunan pusat dibina dari sat ke atas, satu nilai pada satu masa, tanpa mengira sut: A, 2, 3 … hingga { $rank-name }.
rule-kings-wild = Raja ialah kad liar: raja boleh dimainkan pada mana-mana susunan pusat, walaupun yang kosong, dan menjadi nilai yang diperlukan susunan itu.
rule-kings-not-wild = Raja bukan kad liar: raja hanyalah raja, dimainkan di atas ratu.
rule-completed-shuffled = Susunan pusat yang mencapai { $rank-name } sudah lengkap: { $rank } kadnya dikocok ke dalam stok, dan susunan itu bermula semula dari sat.
rule-completed-set-aside = Susunan pusat yang mencapai { $rank-name } sudah lengkap dan diketepikan; hanya apabila kad mesti ditarik dari stok yang kosong, susunan yang diketepikan dikocok menjadi stok baharu.
rule-discard = Giliran anda tamat apabila anda membuang kad dari tangan ke salah satu daripada empat susunan sampingan anda. Kad longgokan utama dan kad susunan sampingan tidak pernah pergi ke susunan sampingan.
rule-empty-hand-refill = Jika tangan anda kosong semasa giliran, anda menarik { $hand } kad lagi dan teruskan.
rule-empty-hand-ends = Jika tangan anda kosong semasa giliran, giliran anda tamat.
rule-win = Pemain yang memainkan kad longgokan utama terakhirnya terus memenangi permainan dan mendapat mata sebanyak kad yang tinggal dalam longgokan utama yang lain.
rule-win-partnership = Pasangan menang apabila kedua-dua longgokan utamanya kosong, dan mendapat mata sebanyak kad yang tinggal dalam longgokan utama pasangan lawan.
rule-drawn = Jika kad mesti ditarik dan stok kosong, permainan berakhir seri dan tiada siapa mendapat mata.
rule-drawn-set-aside = Jika kad mesti ditarik, stok kosong dan tiada susunan yang diketepikan, permainan berakhir seri dan tiada siapa mendapat mata.
rule-match = Perlawanan dimenangi pada { $target } mata. Pemain selepas pemenang (dengan dua pemain, yang kalah) memulakan permainan seterusnya; selepas permainan seri, pemain selepas orang yang memulakannya.

## Perkataan tetingkap dan terminal sendiri (ui-*)

## Bar menu tetingkap
ui-menu-new-game = Permainan baharu
ui-menu-new-game-key = Permainan baharu (N)
ui-menu-undo = Batal (U)
ui-menu-hint = Petunjuk (H)
ui-menu-settings = Tetapan
ui-menu-rules = Peraturan
ui-menu-statistics = Statistik
ui-menu-log = Log
ui-menu-help = Bantuan (F1)
ui-menu-language = Bahasa

## Baris status dan markah
ui-score-line = Permainan { $game } · perlawanan hingga { $target } · { $scores }
ui-status-computer-playing = { $name } sedang bermain… (Space: serta-merta)
ui-status-pass-screen = Serahkan skrin kepada { $name }.
ui-status-your-turn = Giliran anda
ui-status-whose-turn = Giliran { $name }
ui-status-this-card = kad ini
ui-status-the-card = { $card }
ui-status-cannot-play-now = { $who }: { $card } tidak boleh dimainkan sekarang (susunan pusat memerlukan { $needs }). Esc meletakkannya semula.
ui-status-pick-target = { $who }: sekarang klik atau tekan kekunci susunan yang bercahaya (Esc untuk meletakkan kad semula).
ui-status-pick-card = { $who }: klik atau seret kad dari tangan, longgokan utama atau susunan sampingan anda; membuang ke susunan sampingan menamatkan giliran.
ui-list-and = { $first } dan { $last }

## Log langkah
ui-log-title = Langkah
ui-log-empty = Belum ada langkah dalam permainan ini.
ui-log-turn = Giliran { $turn } · { $name }

## Bantuan: papan kekunci dan tetikus
ui-help-title = Bantuan: papan kekunci dan tetikus
ui-help-key-hand = ambil kad tangan
ui-help-key-payoff = ambil kad longgokan utama anda
ui-help-key-partner = ambil kad longgokan utama rakan kongsi anda (permainan berpasangan)
ui-help-key-side = ambil kad teratas susunan sampingan, atau semasa memegang kad tangan: buang ke situ (menamatkan giliran)
ui-help-key-centre = mainkan kad yang dipegang ke susunan pusat 1, 2, 3 (…)
ui-help-key-escape = letakkan semula kad yang dipegang
ui-help-key-hint = petunjuk: komputer mencadangkan langkah dan memberi sebabnya
ui-help-key-undo-name = U atau Ctrl+Z
ui-help-key-undo = batal (hanya langkah giliran ini yang tidak mendedahkan apa-apa)
ui-help-key-new = permainan baharu (permainan seterusnya dalam perlawanan, atau perlawanan baharu)
ui-help-key-confirm = sahkan meninggalkan perlawanan
ui-help-key-continue = teruskan: permainan seterusnya, tunjukkan tangan saya, sahkan
ui-help-key-hurry = giliran pemain lain serta-merta (atau klik pada meja)
ui-help-key-help-name = F1 atau ?
ui-help-key-help = bantuan ini
ui-help-key-log = log langkah
ui-help-key-settings = tetapan
ui-help-key-rules = ringkasan peraturan
ui-help-key-statistics = statistik
ui-help-key-sound = bunyi hidup atau mati
ui-help-mouse-name = Tetikus
ui-help-mouse = klik kad kemudian susunan, atau seret kad ke atas susunan
ui-help-targets = Sasaran yang sah bercahaya hijau semasa kad dipegang; sasaran petunjuk berwarna biru. Langkah yang tidak sah ditolak dengan sebabnya pada baris status, dan tiada yang berubah.

## Tetapan
ui-settings-title = Tetapan
ui-settings-now = Sekarang
ui-settings-level = Tahap komputer:
ui-settings-animation = Kelajuan animasi:
ui-settings-theme = Tema:
ui-settings-theme-light = cerah
ui-settings-theme-dark = gelap
ui-settings-felt = Meja:
ui-felt-green = hijau
ui-felt-blue = biru
ui-felt-wine = merah wain
ui-settings-back = Belakang kad:
ui-back-lattice = kekisi biru
ui-back-diamonds = berlian merah
ui-back-rings = gelang hijau
ui-settings-sound = Kesan bunyi
ui-sound-on = Bunyi dihidupkan.
ui-sound-off = Bunyi dimatikan.
ui-sound-no-device = Bunyi dihidupkan, tetapi komputer ini tiada output audio: tiada apa yang akan kedengaran.
ui-settings-language = Bahasa:
ui-settings-next-match = Perlawanan seterusnya
ui-settings-preset = Set peraturan:
ui-settings-players = Pemain:
ui-settings-partnerships = Berpasangan (4 pemain, rakan kongsi bertentangan)
ui-settings-seat = Tempat { $seat }:
ui-settings-seat-person = orang
ui-settings-seat-computer = komputer
ui-settings-payoff = Longgokan utama:
ui-settings-centre-piles = Susunan pusat:
ui-settings-kings-wild = Raja ialah kad liar
ui-settings-refill = Tarik { $hand } kad lagi apabila tangan kosong
ui-settings-match-to = Perlawanan hingga:
ui-settings-points-suffix = {" "}mata
ui-settings-need-a-person = Sekurang-kurangnya satu tempat mesti dimainkan oleh orang.
ui-settings-start = Mulakan perlawanan baharu dengan peraturan ini

## Tetingkap peraturan dan statistik
ui-rules-title = Peraturan
ui-stats-title = Statistik
ui-stats-none = Belum ada permainan yang tamat.
ui-stats-against-computer = Anda menentang komputer
ui-stats-people = Orang di satu skrin
ui-stats-table = Meja
ui-stats-rules-column = Peraturan
ui-stats-games = Permainan
ui-stats-games-won = Permainan dimenangi
ui-stats-lost = kalah
ui-stats-drawn = seri
ui-stats-matches-won = Perlawanan dimenangi
ui-stats-best-streak = Rentetan terbaik
ui-stats-games-won-by = Permainan dimenangi oleh
ui-stats-matches-won-by = Perlawanan dimenangi oleh
ui-stats-won-share = { $count } · { $percent }%
ui-stats-streaks = { $best } (kini { $now })
ui-stats-recent = Permainan terakhir: { $won } menang, { $lost } kalah, { $drawn } seri
ui-stats-best-game-title = Permainan terbaik:
ui-stats-best-game = menang dalam { $turns } giliran pada { $date }
ui-stats-by-rules = Mengikut peraturan

## Dialog
ui-saved-state-title = Keadaan tersimpan
ui-saved-state-unreadable = Fail simpanan yang tidak boleh dibaca ada di { $file }.
ui-ok = OK
ui-confirm-new-title = Perlawanan baharu?
ui-confirm-new-text = Permainan belum tamat. Tinggalkan perlawanan ini dan urus yang baharu?
ui-confirm-rematch-text = Perlawanan belum tamat. Tinggalkan dan mulakan semula dengan tetapan yang sama?
ui-confirm-new-yes = Ya, perlawanan baharu ({ $key })
ui-confirm-new-no = Tidak, teruskan bermain (Esc)
# The key that answers yes to a question: the first letter of the yes word.
ui-key-yes = Y
ui-handover-title = Serahkan skrin
ui-handover-pass-to = Serahkan kepada { $name }
ui-handover-hidden = Tangan kekal tersembunyi sehingga pemiliknya berada di skrin.
ui-handover-show = Saya { $name }: tunjukkan tangan saya (Enter)
ui-result-match-over = Perlawanan tamat
ui-result-game-over = Permainan tamat
ui-result-drawn = Stok habis ketika kad perlu ditarik: permainan berakhir seri.
ui-result-points = { $count } mata
ui-result-match-to = Perlawanan hingga { $target } mata.
ui-result-play-again = Main lagi: perlawanan baharu (Enter)
ui-result-next-game = Permainan seterusnya (Enter)
ui-result-rematch = Perlawanan semula: perlawanan ini sekali lagi

## Meja: label dan apa yang dibaca oleh pembaca skrin
ui-table-payoff-of = Longgokan utama { $name }
ui-table-side-of = Susunan sampingan { $pile } { $name }
ui-table-hand-of = Tangan { $name }: { $count } kad, tertutup
ui-table-your-payoff = Longgokan utama anda
ui-table-your-side = Susunan sampingan { $pile } anda
ui-table-stock = Stok: { $count } kad
ui-table-hand-card = Kad tangan { $slot }: { $card }
ui-table-hidden = tersembunyi
# $what: payoff, side, centre, stock, hand-card (for agreement).
ui-table-empty = { $what ->
   *[other] kosong
}
ui-table-pile-top = { $pile }: { $card } di atas, { $count } kad
ui-table-pile-empty = { $pile }: { $what ->
   *[other] kosong
}
ui-table-side-one = { $pile }: 1 kad, { $card }
ui-table-side-many = { $pile }: { $count } kad, teratas { $card }; dari bawah ke atas: { $cards }
ui-table-pile-count = { $pile } · { $count } kad
ui-table-bottom-to-top = dari bawah ke atas:
ui-table-top = (atas)
ui-table-centre-king = Susunan pusat { $centre }: raja sebagai { $rank }, memerlukan { $needs }
ui-table-centre-top = Susunan pusat { $centre }: { $card } di atas, memerlukan { $needs }
ui-table-centre-empty = Susunan pusat { $centre }: kosong, memerlukan { $needs }
ui-table-in-hand = { $count } dalam tangan
ui-table-partner = rakan kongsi
ui-table-slot-side = sisi
ui-table-slot-hand = tangan
ui-table-caption-payoff = utama { $count }
ui-table-caption-payoff-word = utama
ui-table-caption-stock = stok { $count }
ui-table-caption-aside = diketepikan { $count }
ui-table-caption-needs = perlu { $rank }
ui-table-caption-king = K = { $rank }
ui-table-caption-centre-key = pusat { $centre } · kekunci { $key }
ui-table-caption-key = pusat { $centre } · { $key }
ui-table-face-down = kad yang tertutup
ui-card-name = { $rank ->
    [1] sat
    [11] bicu
    [12] ratu
    [13] raja
   *[other] { $rank }
} { $suit ->
    [spades] sekop
    [hearts] hati
    [diamonds] berlian
   *[clubs] kelab
}

## Terminal: arahan (perkataan arahan kekal dalam bahasa Inggeris)
ui-cmd-moves = senaraikan langkah sah anda (juga: legal)
ui-cmd-hint = cadangan komputer, dengan sebabnya
ui-cmd-play = mainkan langkah yang dicadangkan oleh petunjuk
ui-cmd-undo = batalkan langkah terakhir anda dalam giliran ini, jika ia tidak mendedahkan apa-apa
ui-cmd-show = lukis meja semula, dengan setiap susunan sampingan sepenuhnya
ui-cmd-score = markah perlawanan
ui-cmd-rules = peraturan perlawanan ini
ui-cmd-log = semua yang berlaku dalam permainan ini
ui-cmd-save = save FAIL: simpan perlawanan ke FAIL
ui-cmd-load = load FAIL: teruskan perlawanan yang disimpan
ui-cmd-resume = teruskan perlawanan yang anda tinggalkan
ui-cmd-new = new [BENIH]: mulakan perlawanan baharu
ui-cmd-next = urus permainan seterusnya apabila yang ini tamat
ui-cmd-review = lihat semula permainan yang baru tamat: giliran yang melepaskannya
ui-cmd-rematch = dalam talian, apabila perlawanan tamat: tawarkan perlawanan semula, atau terima
ui-cmd-react = dalam talian: hantar reaksi (react gg, react syabas, react bagus, react alamak, react fikir)
ui-cmd-mute = dalam talian: sembunyikan reaksi seorang pemain (mute NAMA)
ui-cmd-unmute = dalam talian: tunjukkan semula reaksi pemain yang disembunyikan
ui-cmd-help = help [ARAHAN]: senarai ini, atau lebih lanjut tentang satu arahan
ui-cmd-quit = keluar (juga: exit; Ctrl-D bertanya dahulu); perlawanan disimpan untuk 'resume'
ui-cmd-takes-no-arguments = '{ $command }' tidak menerima argumen
ui-repl-review-worlds = review [N]: N, bilangan main-habis bagi setiap anggaran, ialah nombor bulat dari 1 hingga { $most }; '{ $value }' bukan nombor itu
ui-repl-not-a-seed = '{ $value }' bukan benih: gunakan nombor bulat dari 0 hingga { $most }
ui-help-topic-move =
    Langkah ialah sumber dan sasaran:
      h3 c1   kad tangan 3 ke susunan pusat 1
      7h c1   sama, dengan menamakan kad (kad longgokan utama teratas, kad tangan atau kad teratas susunan sampingan)
      p c2    kad teratas longgokan utama anda ke susunan pusat 2
      pp c2   kad longgokan utama teratas rakan kongsi anda (permainan berpasangan)
      s4 c3   kad teratas susunan sampingan 4 anda ke susunan pusat 3
      h2 s1   buang kad tangan 2 ke susunan sampingan 1: ini menamatkan giliran anda
    Susunan pusat dibina dari sat ke atas, sut tidak dikira; meja menunjukkan nilai yang diperlukan setiap susunan.
    'moves' (atau 'legal') menyenaraikan setiap langkah yang boleh dibuat sekarang; Tab melengkapkannya.
    Pada giliran anda, tanda + selepas kad tangan menunjukkan kad yang boleh ke susunan pusat sekarang.
ui-help-topic-hint = hint: langkah yang akan dicadangkan komputer untuk anda, dengan sebab dalam satu baris.
ui-help-topic-play = play: memainkan langkah yang dicadangkan oleh 'hint' (meminta petunjuk dahulu jika ia belum diberi untuk meja ini), seolah-olah anda menaipnya.
ui-help-topic-undo = undo: membatalkan langkah terakhir anda dalam giliran ini. Langkah yang mendedahkan kad tersembunyi (kad longgokan utama baharu dibuka, kad ditarik) dan buangan yang menamatkan giliran anda tidak boleh dibatalkan.
ui-help-topic-show = show: melukis meja semula dan menyenaraikan setiap susunan sampingan sepenuhnya, dari bawah ke atas. Di meja, susunan sampingan menunjukkan kad teratasnya (yang teratas paling akhir).
ui-help-topic-score = score: mata setiap pemain dan sasaran perlawanan. Pemenang sesuatu permainan mendapat mata sebanyak kad yang tinggal dalam longgokan utama yang lain.
ui-help-topic-rules = rules: peraturan perlawanan ini (pilih dengan --rules g4a|classic|FAIL.json).
ui-help-topic-log = log: semua yang berlaku dalam permainan ini, termasuk langkah komputer.
ui-help-topic-save = save FAIL: menulis perlawanan ke FAIL (JSON). Fail ditulis sepenuhnya atau tidak langsung.
ui-help-topic-load = load FAIL: meneruskan perlawanan yang disimpan dalam FAIL. Perlawanan semasa diganti; fail yang tidak boleh dibaca membiarkannya seperti sedia ada.
ui-help-topic-resume = resume: meneruskan perlawanan yang anda tinggalkan, tepat di tempatnya. Setiap langkah disimpan dalam autosave (autosave.json dalam direktori data anda), jadi keluar, Ctrl-D, terminal yang ditutup atau ranap tidak menghilangkan apa-apa; 'spite --resume' melakukan perkara yang sama semasa bermula. Perlawanan baharu menggantikan yang disimpan sebaik sahaja anda membuat langkah di dalamnya, dan autosave dipadam apabila perlawanan tamat.
ui-help-topic-new = new [BENIH]: memulakan perlawanan baharu, diurus daripada BENIH jika diberi (jika tidak, yang rawak).
ui-help-topic-next = next (atau baris kosong): mengurus permainan seterusnya apabila yang semasa tamat.
ui-help-topic-review = review [N]: apabila permainan tamat, melihat semula permainan itu dari tempat anda, seperti 'spite review FILE': setiap giliran yang melepaskan peluang menang, dengan giliran yang lebih baik dan sebabnya. Ia mengambil beberapa saat; giliran yang ditanda muncul sebaik sahaja ditemui, dan Ctrl-C menghentikannya. N ialah bilangan main-habis bagi setiap anggaran (lalai 48, hingga 1000): lebih banyak lebih halus dan lebih perlahan.
ui-help-topic-rematch = rematch: dalam talian, apabila perlawanan tamat, menawarkan perlawanan yang sama sekali lagi kepada pemain lain (tempat, nama dan peraturan yang sama); apabila semua menerima, bilik baharu diurus dan anda duduk di situ. Ditaip semasa perlawanan semula ditawarkan kepada anda, ia menerimanya; 'ya' atau 'tidak' juga menjawab.
ui-help-topic-react = react REAKSI: dalam talian, menghantar salah satu daripada lima reaksi: gg (Permainan yang bagus), syabas (Syabas, main dengan baik), bagus (Langkah yang bagus), alamak (Alamak), fikir (Sedang berfikir…). Tab melengkapkannya.
ui-help-topic-mute = mute NAMA, unmute NAMA: dalam talian, menyembunyikan reaksi pemain lain daripada anda, atau menunjukkannya semula (nama seperti yang ditunjukkan meja, atau nombor tempat).
ui-help-topic-help = help [ARAHAN]: arahan-arahan, atau lebih lanjut tentang salah satunya. 'help move' menerangkan langkah.
ui-help-topic-quit = quit: keluar dari permainan. Perlawanan yang belum selesai disimpan dalam autosave: 'resume' (atau 'spite --resume') meneruskannya lain kali. 'save FAIL' menyimpan salinan anda sendiri.
ui-help-footer = Tab melengkapkan arahan dan langkah sah. 'help ARAHAN' memberi keterangan lanjut.
ui-help-no-topic = Tiada bantuan tentang '{ $topic }'. Topik: move, { $topics }.

## Terminal: sesi
ui-repl-match-over-type-new = Perlawanan sudah tamat: taip 'new' untuk yang lain, atau 'quit'.
ui-repl-game-over-type-next = Permainan ini sudah tamat: taip 'next' (atau tekan Enter) untuk yang seterusnya.
ui-repl-no-card-fits = Tiada kad anda yang muat pada susunan pusat sekarang.
ui-repl-to-the-centre = Ke pusat:
ui-repl-to-end-your-turn = Untuk menamatkan giliran, buang kad tangan ke susunan sampingan: { $first }..{ $last } ke s1..s4 (contohnya { $example }).
ui-repl-score-heading = Perlawanan hingga { $target } mata:
ui-repl-score-game = Permainan { $game }: { $result }
ui-repl-game-being-played = Permainan { $game } sedang dimainkan.
ui-repl-rules-heading = Peraturan ({ $name }): { $rules }.
ui-repl-log-cannot-rebuild = Log tidak dapat dibina semula: { $reason }
ui-repl-log-no-moves = (belum ada langkah)
ui-repl-log-not-replayed = (langkah { $move } tidak dapat dimainkan semula: { $reason })
ui-repl-saved = Disimpan ke { $file }. Teruskan kemudian dengan: spite play --load { $file }   (atau 'load { $file }')
ui-repl-not-saved = Tidak disimpan: { $reason }.
ui-repl-loaded = { $file } dimuatkan: permainan { $game }, giliran { $turn }.
ui-repl-not-loaded = Tidak dimuatkan: { $reason }. Permainan semasa diteruskan.
ui-repl-script-refused = { $count } baris skrip ditolak (yang pertama: '{ $first }'); yang lain telah dilaksanakan
ui-repl-confirm-new-resumable = Mulakan perlawanan baharu? 'resume' membawa yang ini kembali sehingga anda membuat langkah dalam yang baharu. (ya/tidak)
ui-repl-confirm-new = Mulakan perlawanan baharu? Yang ini hilang jika tidak disimpan. (ya/tidak)
ui-repl-match-goes-on = Perlawanan semasa diteruskan.
ui-repl-cannot-start = Tidak boleh memulakan perlawanan: { $reason }.
ui-repl-game-number = Permainan { $game }.
ui-repl-not-a-command = '{ $text }' bukan arahan atau langkah. Taip 'help' untuk arahan, atau langkah seperti 'h3 c1'.
ui-repl-no-autosave = Tiada autosave: direktori data tidak ditemui.
ui-repl-match-score = Markah perlawanan: { $scores } (sasaran { $target }).
ui-repl-type-new = Taip 'new' untuk perlawanan lain, atau 'quit'.
ui-repl-type-next = Taip 'next' (atau tekan Enter) untuk mengurus permainan { $game }.
ui-repl-pass-terminal = Serahkan terminal kepada { $name }.
ui-repl-press-enter = { $name }, tekan Enter apabila sedia (q untuk keluar)
ui-repl-confirm-quit = Keluar dari permainan? (ya/tidak)
ui-repl-meanwhile = Sementara itu:
ui-repl-share-terminal = { $names } berkongsi terminal ini.
ui-repl-welcome-aim = Jadilah yang pertama mengosongkan longgokan utama anda. 'help' menyenaraikan arahan, 'help move' menerangkan langkah.
ui-repl-ctrl-c-cancels = (Ctrl-C membatalkan baris. Taip 'quit' untuk keluar.)
ui-repl-line-too-long = Baris itu terlalu panjang ({ $count } bait); tiada apa yang dilakukan.
ui-repl-ctrl-c-does-not-stop = (Ctrl-C tidak menghentikan permainan: ia hanya membatalkan baris yang sedang anda taip. Taip 'quit' untuk keluar.)
ui-repl-yes-answers = y, yes, ya
ui-repl-yes-or-no = Sila jawab ya atau tidak.
ui-repl-turn-help = Main ke pusat (langkah kelihatan seperti h3 c1), kemudian buang ke susunan sampingan untuk menamatkannya (seperti h2 s1). Juga: moves, hint, help.
ui-repl-your-turn-named = { $name }, giliran anda.
ui-repl-game-over = Permainan tamat: { $result }
ui-repl-turn-banner = -- { $turn } --

## Terminal: meja
ui-repl-status-line = Permainan { $game } { $dot } giliran { $turn } { $dot } perlawanan hingga { $target } { $dot } { $scores }
# One side's points in the status line: the colon keeps "Computer 1" apart from its points.
ui-repl-status-score = { $side }: { $points }
ui-repl-sides = sampingan
ui-repl-payoff-left = utama { $card } ({ $count } lagi)
ui-repl-payoff-empty = utama { $card } (kosong)
ui-repl-hand-cards = tangan { $count } kad
ui-repl-centre = Pusat
ui-repl-centre-pile = c{ $centre } { $top } perlu { $needs }
ui-repl-stock-cards = stok { $count } kad
ui-repl-set-aside = , { $count } diketepikan
ui-repl-kings-wild = raja ialah kad liar
ui-repl-partner-note = rakan kongsi { $name }: mainkan kad longgokan utama teratasnya dengan pp
ui-repl-hand = tangan
ui-repl-side-piles-heading = Susunan sampingan, dari bawah ke atas (kad terakhir ialah yang dimainkan):
ui-repl-side-piles-empty = (setiap susunan sampingan kosong)
ui-repl-set-aside-cards = Diketepikan: { $count } kad (susunan pusat yang lengkap)

## Terminal: menyambung dan fail
ui-repl-not-autosaved = Perlawanan tidak dapat disimpan secara automatik: { $reason }. Gunakan 'save FAIL' untuk menyimpannya.
ui-repl-new-match-dealt = { $reason } Perlawanan baharu diurus.
ui-repl-current-game-goes-on = { $reason } Permainan semasa diteruskan.
ui-repl-nothing-to-resume = Tiada perlawanan yang belum selesai untuk disambung.
ui-repl-already-resumed = Ini ialah perlawanan dalam autosave: tiada yang lain untuk disambung.
ui-repl-cannot-resume = Perlawanan yang ditinggalkan tidak boleh disambung: { $reason }.
ui-repl-resumed = Perlawanan yang ditinggalkan disambung: permainan { $game }, giliran { $turn }.
ui-repl-kept-in = Perlawanan ini disimpan dalam { $file }: 'spite --resume' meneruskannya.
ui-file-not-a-file-name = itu bukan nama fail
ui-file-could-not-save = tidak dapat menyimpan ke { $file }: { $reason }
ui-file-cannot-read = tidak dapat membaca { $file }: { $reason }
ui-file-is-directory = { $file } ialah direktori, bukan permainan yang disimpan
ui-file-not-regular = { $file } bukan fail biasa
ui-file-too-big = { $file } terlalu besar untuk menjadi permainan yang disimpan ({ $count } bait)
ui-file-not-text = { $file } bukan permainan yang disimpan (ia bukan teks)
ui-file-not-found = tiada fail atau direktori sedemikian
ui-file-permission-denied = kebenaran ditolak
ui-file-cannot-make = tidak dapat membuat { $file }: { $reason }
ui-file-cannot-write = tidak dapat menulis { $file }: { $reason }
ui-file-cannot-remove = tidak dapat membuang { $file }: { $reason }
ui-file-damaged = { $file } rosak ({ $reason })
ui-file-not-autosave = { $file } bukan fail autosave
ui-file-autosave-damaged = autosave yang rosak ({ $reason })
ui-file-bad-move = langkah { $move } pada baris { $line } tidak dapat dibaca (langkah ditulis seperti "h3 c1")
ui-file-bad-value = { $field } pada baris { $line } tidak boleh { $value }
ui-file-autosave-version = autosave versi { $version }, yang tidak dibaca oleh spite ini (ia membaca versi { $current })
ui-file-autosave-no-people = autosave yang rosak (tiada orang di meja)

## Tetingkap: notis dan fail tersimpan
ui-notice-hand-hidden = Tangan anda tersembunyi: tunjukkannya dahulu.
ui-notice-no-hand-card = Tangan anda tiada kad { $slot }.
ui-notice-source-empty = { $source ->
    [payoff] Longgokan utama anda kosong.
    [partner] Longgokan utama rakan kongsi anda kosong.
   *[side] Susunan sampingan { $pile } anda kosong.
}
ui-notice-pick-card-first = Pilih kad dahulu: dari tangan, longgokan utama atau susunan sampingan anda.
ui-notice-drop-on-pile = Lepaskan kad pada susunan pusat atau salah satu susunan sampingan anda.
ui-notice-thinking = Sedang memikirkan petunjuk…
ui-settings-unreadable = Tetapan anda tidak dapat dibaca ({ $reason }); tetapan lalai digunakan.
ui-stats-unreadable = Statistik anda tidak dapat dibaca ({ $reason }); ia bermula semula dari kosong.
ui-stats-row-partnership = Berpasangan · { $level }
ui-stats-row-you-vs-computer = Anda menentang komputer · { $level }
ui-stats-row-you-vs-computers = Anda menentang { $count } komputer · { $level }
ui-stats-row-people = { $people } orang dan { $count } komputer · { $level }

## Tetingkap (spite-gui): perkataannya sendiri
ui-menu-undo-short = Batal
ui-menu-hint-short = Petunjuk
ui-menu-help-short = Bantuan
ui-no-hand-card = Tangan anda tiada kad { $slot }.
ui-empty-payoff = Longgokan utama anda kosong.
ui-empty-partner-payoff = Longgokan utama rakan kongsi anda kosong.
ui-empty-side = Susunan sampingan { $pile } anda kosong.
ui-pick-card-first = Ambil kad dahulu: dari tangan, longgokan utama atau susunan sampingan anda.
ui-drop-on-a-pile = Letakkan kad pada susunan pusat atau salah satu susunan sampingan anda.
ui-hint-thinking = Sedang memikirkan petunjuk…
ui-wait-computer = Tunggu: komputer sedang bermain.
ui-wait-seat = Tunggu: { $name } sedang bermain.
ui-wait-game-over = Permainan sudah tamat.
ui-wait-hidden = Tangan anda tersembunyi: tunjukkannya dahulu.
ui-wait-turn = Sekarang giliran { $name }.
ui-help-key-quit = keluar (perlawanan disimpan selepas setiap langkah)
ui-rules-custom = peraturan sendiri
ui-confirm-new-draft-text = Perlawanan belum tamat. Tinggalkannya dan mulakan perlawanan baharu dengan peraturan baharu?
ui-confirm-new-draft-kept = Perlawanan diteruskan. Peraturan anda untuk perlawanan seterusnya disimpan dalam Tetapan: “Mulakan perlawanan baharu dengan peraturan ini” memulakannya apabila anda bersedia.
ui-stats-kind-partnership = Berpasangan · { $level }
ui-stats-kind-vs-computer = Anda menentang komputer · { $level }
ui-stats-kind-vs-computers = Anda menentang { $count } komputer · { $level }
ui-stats-kind-people = { $people } orang
ui-stats-kind-people-partnership = { $people } orang, berpasangan
ui-stats-kind-mixed = { $people } orang dan { $count } komputer · { $level }
ui-stats-kind-mixed-partnership = { $people } orang dan { $count } komputer, berpasangan · { $level }
ui-no-data-folder = Tiada folder data ditemui: perlawanan ini dan statistik tidak akan disimpan.
ui-save-what-match = perlawanan ({ $reason })
ui-save-what-stats = statistik ({ $reason })
ui-save-what-settings = tetapan ({ $reason })
ui-could-not-save = Tidak dapat menyimpan { $what } dalam { $file }. Permainan diteruskan; simpanan dicuba semula selepas setiap langkah.
ui-speed-instant = serta-merta
ui-speed-fast = pantas
ui-speed-normal = biasa
ui-speed-slow = perlahan
ui-speed-button-hover = Kelajuan animasi: satu klik memilih yang seterusnya (serta-merta menunjukkan langkah pemain lain dengan segera)
ui-damaged-match = Perlawanan simpanan anda tidak dapat dibaca, jadi perlawanan baharu dimulakan.
ui-damaged-stats = Statistik anda tidak dapat dibaca, jadi statistik bermula semula dari sifar.
ui-damaged-settings = Tetapan anda tidak dapat dibaca, jadi tetapan lalai digunakan.
ui-damaged-seats = tempat tidak sepadan dengan pemain ({ $found } tempat, { $players } pemain)
ui-damaged-kept = Fail yang rosak disimpan, tidak dipadam: { $file }.
ui-damaged-eframe-kept = {" "}Ia disimpan sebagai { $file }.
ui-damaged-eframe = Fail susun atur tetingkap (app.ron) rosak ({ $reason }); saiz dan susun atur tetingkap bermula semula.{ $kept } Perlawanan, tetapan dan statistik anda berada dalam fail tersendiri.

## The window: coming back to a hosted room, quitting while hosting, and more
ui-net-back-about = Bilik anda { $code } (di { $address }) disimpan: pelayannya bermula semula di sini, dan rakan yang masih dalam bilik terus bermain bersama anda.
ui-net-back-button = Kembali ke bilik saya
ui-net-quit-title = Keluar semasa menganjurkan?
ui-net-quit-text = Tetingkap ini menjalankan pelayan permainan: keluar menghentikannya, dan permainan rakan anda dijeda (tiada apa yang hilang) sehingga anda membuka Spite & Malice semula, yang membawa bilik itu kembali.
ui-net-quit-yes = Ya, keluar ({ $key })
ui-damaged-details = Untuk laporan pepijat: { $reason }.
ui-menu-key = { $label } ({ $key })
ui-result-match-score = Skor perlawanan
ui-score-game = Permainan { $game } · perlawanan hingga { $target }
ui-net-example = contohnya { $example }
ui-guide-title = Giliran pertama anda
ui-guide-payoff = Longgokan utama ialah kad terbuka di sebelah susunan sampingan anda, dengan bilangan kad di bawahnya. Mainkan semuanya ke longgokan tengah untuk menang.
ui-guide-centre = Longgokan tengah dibina bermula dengan sat, satu pangkat setiap kali; perkataan di bawah setiap longgokan menyatakan apa yang diperlukannya seterusnya.
ui-guide-sources = Kad pergi ke tengah dari tangan anda, kad teratas longgokan utama anda atau kad teratas susunan sampingan: klik kad, kemudian longgokan (garis hijau menunjukkan tempat ia boleh pergi), atau seretnya ke sana.
ui-guide-discard = Untuk menamatkan giliran, letakkan satu kad tangan pada salah satu daripada empat susunan sampingan anda. Hanya kad teratas susunan sampingan boleh dimainkan kemudian, jadi pilih dengan teliti. Tangan anda diisi semula hingga lima kad setiap giliran.
ui-guide-step = Langkah { $step } daripada { $count } · H meminta petunjuk daripada komputer
ui-guide-next = Seterusnya
ui-guide-done = Mula bermain
ui-guide-skip = Langkau
ui-guide-open = Tunjukkan panduan giliran pertama

## The terminal: more of the REPL's own words
ui-repl-not-your-turn = Bukan giliran anda.
ui-repl-not-saved-unchanged = Tidak disimpan; fail tidak berubah.
ui-repl-file-exists = { $file } sudah wujud. Gantikannya? (ya/tidak)
ui-repl-game-not-over = Permainan ini belum tamat; permainan seterusnya diagihkan apabila ia tamat.
ui-repl-help-moves = Langkah: 'h3 c1' memainkan kad tangan 3 ke susunan pusat 1; '7h c1' menamakan kad itu sebagai ganti; 'p c2' memainkan kad teratas longgokan utama anda; 's4 c3' kad teratas susunan sampingan; 'h2 s1' membuang kad dan menamatkan giliran anda.
ui-repl-help-commands = Arahan:
ui-repl-confirm-load-resumable = Gantikan perlawanan ini dengan yang dalam { $file }? 'resume' membawa perlawanan ini kembali sehingga anda bergerak dalam yang lain. (ya/tidak)
ui-repl-confirm-load = Gantikan perlawanan ini dengan yang dalam { $file }? Perlawanan ini hilang jika tidak disimpan. (ya/tidak)
ui-repl-log-no-record = Log tidak dapat dibina semula daripada rekod perlawanan ini.
ui-repl-ctrl-c-hand-over = (Ctrl-C tidak menunjukkan tangan atau menghentikan permainan. { $name }: tekan Enter apabila sedia, atau q untuk keluar.)
ui-repl-help-intro = 'help' menyenaraikan arahan, 'help move' menerangkan langkah.
ui-repl-preset-g4a = g4a ialah set peraturan biasa: raja ialah kad liar dan susunan pusat naik hingga ratu ('classic': hingga raja, tiada kad liar). 'rules' menerangkan semuanya.
ui-repl-preset-classic = 'classic' ialah set peraturan lama: susunan pusat naik hingga raja dan tiada kad liar. 'rules' menerangkan semuanya.
ui-repl-no-autosave-script = Input yang bukan terminal tidak disimpan secara automatik melainkan SPITE_DATA_DIR menamakan direktori untuknya.
ui-repl-offer-resume = Anda meninggalkan perlawanan yang belum selesai (permainan { $game }, giliran { $turn }): 'resume' menyambungnya; satu langkah dalam perlawanan ini menggantikannya.
ui-repl-offer-damaged = Perlawanan yang belum selesai kali lepas tidak dapat disambung: { $reason }. Perlawanan baharu ini menggantikannya sebaik sahaja anda membuat langkah.

## The terminal: replay
ui-replay-step-deal = Langkah 0 daripada { $last }: agihan kad. { $opening }
ui-replay-step = Langkah { $step } daripada { $last }: { $move }
ui-replay-intro = Memainkan semula permainan { $game } ({ $moves } langkah) seperti yang dilihat oleh { $name } (tempat { $seat }). Enter: seterusnya, b: kembali, nombor: pergi ke langkah itu, q: keluar.
ui-replay-prompt = Enter seterusnya, b kembali, q keluar
ui-replay-last = Itu langkah terakhir. b untuk kembali, q untuk keluar.
ui-replay-no-step = Tiada langkah { $step }: permainan ini mempunyai langkah 0 hingga { $last }. Kekal pada langkah { $at }.
ui-replay-keys = Tekan Enter untuk langkah seterusnya, b untuk kembali, nombor langkah 0 hingga { $last }, atau q untuk keluar.
ui-review-intro = Menyemak permainan { $game } dari tempat { $seat } ({ $moves } langkah): setiap giliran dimainkan dalam agihan rawak kad yang tidak dilihat oleh tempat itu, yang mengambil beberapa saat.
ui-review-intro-unfinished = Permainan { $game } belum tamat: menyemak { $moves } langkahnya setakat ini dari tempat { $seat }. Setiap giliran dimainkan dalam agihan rawak kad yang tidak dilihat oleh tempat itu, yang mengambil beberapa saat.
ui-review-no-seat = Tiada tempat { $seat }: permainan ini mempunyai tempat 0 hingga { $last }.
ui-review-inaccuracy = ketidaktepatan
ui-review-mistake = kesilapan
ui-review-blunder = kesilapan besar
review-turn-name = { $part ->
    [1] Giliran { $turn }
   *[other] Giliran { $turn }, bahagian { $part } (selepas kad baharu)
}
ui-review-turn = { review-turn-name }, { $mark }: { $lost } mata peluang menang dilepaskan ({ $before }% → { $after }%).
ui-review-played = Dimainkan: { $moves }.
ui-review-better = Lebih baik: { $moves } - { $reason }.
ui-review-none = Tiada giliran yang melepaskan { $points } mata atau lebih daripada peluang menang.
ui-review-summary = Ketepatan { $accuracy }% dalam { $decisions } keputusan. Ketidaktepatan: { $inaccuracies }, kesilapan: { $mistakes }, kesilapan besar: { $blunders }.
ui-review-turn-window = { review-turn-name }, { $mark }: { $lost } mata peluang menang dilepaskan (daripada { $before }% kepada { $after }%).
ui-review-button = Semak
ui-review-title = Semakan permainan { $game }
ui-review-progress = Menyemak: setakat ini { $inaccuracies } ketidaktepatan, { $mistakes } kesilapan dan { $blunders } kesilapan besar. Menutup tetingkap ini menghentikan semakan.
ui-review-list-turn = { review-turn-name }
ui-review-choose = Pilih giliran di sebelah kiri: meja seperti sebelum giliran itu ditunjukkan di sini, giliran yang dimainkan bergaris oren dan yang lebih baik biru.
ui-review-choose-words = Pilih giliran di sebelah kiri: apa yang dimainkan dan giliran yang lebih baik diceritakan di sini dengan kata-kata.
ui-review-no-table = Meja tidak ditunjukkan untuk permainan dalam talian: rekodnya ada pada pelayan permainan, dan tetingkap ini hanya mempunyai pandangan dari tempat anda.
ui-review-fine = { review-turn-name }: tiada yang dilepaskan (peluang menang { $chance }%).
ui-review-same = Tiada giliran yang lebih baik ditemui.
ui-review-failed = Permainan ini tidak dapat disemak: { $reason }
ui-review-seat = Tempat { $seat }
ui-review-recent = Permainan untuk disemak
ui-review-kept = Permainan { $game } · { $table } · { $result ->
    [won] menang
    [lost] kalah
    [unfinished] belum tamat
   *[drawn] seri
}

## The window's online play ("Play online").
ui-menu-online = Main dalam talian…
ui-menu-online-short = Dalam talian
ui-net-title = Main dalam talian
ui-net-host = Anjurkan permainan
ui-net-join = Sertai permainan
ui-net-your-name = Nama anda:
ui-net-host-about = Aplikasi ini menjalankan pelayan permainan; berikan rakan anda alamat dan kod jemputan yang dipaparkan di atas meja.
ui-net-host-here = Di sini, dalam aplikasi ini
ui-net-host-on-server = Pada pelayan
ui-net-host-on-server-about = Bilik dibuat pada pelayan yang sudah berjalan (spite serve, atau aplikasi rakan): beri rakan anda alamatnya dan kod jemputan yang ditunjukkan di atas meja.
ui-net-seat-friend = rakan
ui-net-port = Port:
ui-net-lan = Benarkan mesin lain dalam rangkaian menyertai (LAN)
ui-net-takeover = Komputer bermain untuk orang yang tiada lebih { $count } minit
ui-net-host-button = Anjurkan
ui-net-join-about = Taip alamat dan kod jemputan yang diberikan oleh rakan anda.
ui-net-address = Alamat:
ui-net-code = Kod jemputan:
ui-net-join-button = Sertai
ui-net-bad-port = Port ialah nombor dari 0 hingga 65535.
ui-net-bad-rules = Peraturan ini tidak boleh diuruskan.
ui-net-bad-address = Taip alamat sebagai HOS:PORT, contohnya 192.168.1.20:7878.
ui-net-need-code = Taip kod jemputan.
ui-net-host-failed = Pelayan permainan tidak dapat dimulakan: { $reason }
ui-net-room-code = Kod jemputan { $code }
ui-net-copy = Salin
ui-net-address-is = Alamat { $address }
ui-net-seat-here = { $name }: ada
ui-net-seat-away = { $name }: tiada
ui-net-seat-taken-over = { $name }: tiada, komputer bermain
ui-net-seat-free = { $name }: belum tiba
ui-net-reconnecting = Sambungan ke pelayan permainan terputus (jika penganjurnya telah pergi atau menutup tetingkap, permainan menunggunya): menyambung semula (cubaan { $attempt })…
ui-net-lost = Sambungan ke pelayan permainan telah hilang.
ui-net-failed = Permainan tidak dapat dicapai
ui-net-waiting = Pelayan permainan belum menjawab (penganjurnya mungkin belum membuka permainan): mencuba semula (cubaan { $attempt })… Tinggalkan menghentikan cubaan.
ui-net-unreachable = Pelayan permainan di { $url } tidak menjawab. Semak alamatnya, atau minta penganjur membuka permainan, kemudian sertai semula.
ui-net-connecting = Menyambung ke pelayan permainan…
ui-net-back = Disambung semula.
ui-net-arrived = { $name } sudah tiba.
ui-net-left = { $name } telah pergi.
ui-net-taken-over = { $name } tiada: komputer bermain untuknya.
ui-net-undo-asked = Anda meminta untuk membatalkan langkah anda; menunggu yang lain.
ui-net-undo-question = { $name } meminta untuk membatalkan langkah terakhirnya.
ui-net-undo-declined = { $name } tidak membenarkan langkah itu dibatalkan.
ui-net-undo-dropped = Langkah itu tidak dibatalkan: permainan diteruskan dahulu.
ui-net-turn-waiting = Giliran anda dalam permainan { $game } sedang menunggu.
ui-net-undo-title = Batalkan langkah?
ui-net-undo-allow = Benarkan
ui-net-undo-refuse = Tolak
ui-server-refused = { $code ->
    [bad_json] Pelayan permainan tidak dapat membaca apa yang dihantar.
    [bad_request] Pelayan permainan tidak menerima permintaan itu.
    [no_room] Tiada permainan dengan kod jemputan itu.
    [bad_token] Tempat yang disimpan bukan milik permainan ini.
    [room_full] Permainan ini tiada tempat kosong.
    [server_full] Pelayan permainan penuh: cuba lagi nanti.
    [not_seated] Anda tiada tempat dalam permainan ini.
    [already_seated] Anda sudah mempunyai tempat dalam permainan ini.
    [internal] Pelayan permainan mengalami pepijat; tiada apa yang berubah.
    [unavailable] Pelayan permainan tidak dapat mencapai pangkalan datanya sekarang; tiada apa yang berubah. Cuba lagi sebentar lagi.
    [unknown_player] Tiada pemain mempunyai kunci itu: semak kod pemindahan.
    [already_seeking] Anda sudah mencari permainan.
    [no_identity] Nyatakan siapa anda dahulu: permainan berpenarafan memerlukan kunci pemain anda.
    [no_such_game] Perlawanan ini tiada permainan dengan nombor itu.
    [game_not_finished] Permainan itu masih dimainkan: ia boleh disemak apabila tamat.
    [review_busy] Semakan sedang berjalan: tunggu sehingga selesai, kemudian minta lagi.
    [not_your_turn] Bukan giliran anda.
    [illegal_move] Peraturan tidak membenarkan langkah itu.
    [undo_refused] Langkah itu tidak boleh dibatalkan.
    [rematch_refused] Perlawanan semula tidak boleh ditawarkan atau dijawab sekarang.
    [game_over] Permainan sudah tamat.
    [rate_limited] Terlalu pantas: tunggu sebentar.
   *[other] Pelayan permainan menolak ({ $code }).
}
# A reaction another player sent (online), by its code.
ui-reaction = { $reaction ->
    [good_game] Permainan yang bagus
    [well_played] Syabas, main dengan baik
    [nice_move] Langkah yang bagus
    [oops] Alamak
   *[thinking] Sedang berfikir…
}
ui-net-offline = Tidak bersambung ke pelayan permainan.
ui-net-sending = Menghantar langkah anda…
ui-net-leave = Tinggalkan permainan dalam talian
ui-net-undo = Minta batal (U)
ui-net-leave-short = Tinggalkan
ui-net-leave-title = Tinggalkan permainan dalam talian?
ui-net-leave-text = Perlawanan belum tamat. Tempat anda disimpan: menyertai semula dengan alamat dan kod jemputan membawa anda kembali kepadanya.
ui-net-leave-host-text = Tetingkap ini menjalankan pelayan permainan: meninggalkannya menghentikan pelayan, dan permainan rakan anda dijeda (tiada apa yang hilang) sehingga anda kembali melalui Main dalam talian…, Anjurkan permainan, kemudian Kembali ke bilik saya.
ui-net-leave-yes = Ya, tinggalkan ({ $key })
ui-settings-online-note = Tahap komputer dan peraturan perlawanan baharu adalah untuk permainan anda menentang komputer: ubahnya selepas meninggalkan permainan dalam talian. Peraturan menunjukkan peraturan permainan dalam talian.
ui-stats-online = Dalam talian
ui-stats-kind-online = { $players } pemain
ui-stats-kind-online-partnership = { $players } pemain, berpasangan
## The terminal: online play (spite host, spite join)
ui-online-hosting = Menganjurkan permainan dalam talian di { $addr }. Kod jemputan: { $code }
ui-online-tell-friend = Rakan menyertai dari terminal lain dengan: { $command }
ui-online-lan-address = Pelayan mendengar pada setiap alamat: rakan di mesin lain menggunakan alamat mesin ini sebagai ganti 127.0.0.1.
ui-online-seated = Anda duduk di tempat { $seat } bilik { $code }.
ui-online-back-at-seat = Kembali ke tempat anda { $seat } bilik { $code }.
ui-online-resuming = Token tempat anda untuk bilik ini disimpan: kembali ke tempat { $seat }.
ui-online-kept-seat-refused = Tempat yang disimpan ditolak; meminta tempat baharu.
ui-online-token-kept = Tempat anda disimpan: jika terminal ini ditutup, { $command } membawa anda kembali kepadanya.
ui-online-token-not-kept = Token tempat anda tidak dapat disimpan ({ $reason }): jika terminal ini ditutup, tempat itu tidak dapat diambil semula.
ui-online-token-not-kept-no-dir = Tiada direktori data untuk menyimpan token tempat anda: jika terminal ini ditutup, tempat itu tidak dapat diambil semula.
ui-online-players = Pemain: { $names }
ui-online-seat-free = tempat { $seat } (kosong)
ui-online-name-away = { $name } (tiada)
ui-online-name-computer = { $name } (komputer bermain buat masa ini)
ui-online-help-intro = 'help' menyenaraikan arahan; semasa pemain lain bermain, langkah mereka dipaparkan di sini.
ui-online-help = Dalam talian: 'undo' meminta kebenaran pemain lain; jawab permintaan pemain lain dengan 'ya' atau 'tidak'. Permainan seterusnya diagihkan dengan sendiri. 'react' menghantar reaksi, 'mute' menyembunyikan reaksi seseorang. Apabila perlawanan tamat, 'rematch' menawarkan perlawanan yang sama sekali lagi. 'quit' meninggalkan meja, dan tempat anda kekal milik anda.
ui-online-waiting-for = Menunggu { $name }…
ui-online-waiting-for-friend = Menunggu rakan menyertai: { $command }
ui-online-came = { $name } berada di meja.
ui-online-went = { $name } telah pergi; tempatnya menunggu dia kembali.
ui-online-computer-plays-for = Komputer bermain untuk { $name } sehingga dia kembali.
ui-online-undo-you-asked = Anda meminta untuk membatalkan { $move }; menunggu { $names } membenarkannya.
ui-online-undo-asks-you = { $name } meminta untuk membatalkan { $move }. Benarkan? Taip 'ya' atau 'tidak'.
ui-online-undo-asks-others = { $name } meminta untuk membatalkan { $move }; menunggu { $names }.
ui-online-undo-declined = { $name } tidak membenarkan langkah itu dibatalkan.
ui-online-undo-you-declined = Anda tidak membenarkan langkah itu dibatalkan.
ui-online-undo-dropped = Permintaan untuk membatalkan langkah digugurkan: permainan bergerak dahulu.
ui-online-no-undo-to-answer = Tiada permintaan membatalkan langkah yang menunggu jawapan anda.
ui-online-no-answers = n, no, tidak, tak
ui-online-unreachable = Pelayan permainan tidak dapat dicapai: { $reason }.
ui-online-reconnecting = Sambungan terputus; menyambung semula (cubaan { $attempt }, dalam { $seconds } s)…
ui-online-reconnected = Bersambung semula: kembali ke tempat anda.
ui-online-lost = Sambungan hilang: { $reason }. Tempat anda disimpan: { $command } membawa anda kembali.
ui-online-no-connection = Sambungan ke pelayan telah berhenti.
ui-online-left = Anda meninggalkan meja; tempat anda disimpan: { $command } membawa anda kembali.
ui-online-match-over = Perlawanan telah tamat. Taip 'rematch' untuk main lagi, atau 'quit' untuk keluar.
ui-online-next-by-itself = Dalam talian, permainan seterusnya diagihkan dengan sendiri apabila yang ini tamat.
ui-online-not-here = '{ $command }' untuk permainan di komputer ini; ini permainan dalam talian, disimpan oleh pelayan.
ui-online-server-failed = Pelayan tidak dapat bermula: { $reason }
ui-online-cannot-host = Tidak dapat menganjurkan: { $reason }
ui-online-cannot-join = Tidak dapat menyertai: { $reason }
ui-online-press-enter = Tekan Enter untuk keluar.
ui-online-too-fast = Terlalu banyak baris terlalu cepat: baris itu tidak dihantar. Tunggu sebentar.
ui-repl-online-only = '{ $command }' adalah untuk permainan dalam talian.
ui-repl-review-after-game = 'review' melihat semula permainan apabila ia tamat: habiskan yang ini dahulu.
ui-repl-review-ctrl-c = Menyemak permainan (Ctrl-C menghentikan)…
ui-repl-review-stopped = Semakan dihentikan; giliran di atas kekal.
ui-repl-review-failed = Semakan tidak dapat dimulakan.
ui-online-rematch-you-offered = Anda menawarkan perlawanan semula; menunggu { $names } menerima.
ui-online-rematch-asks-you = { $name } menawarkan perlawanan semula. Main lagi? Taip 'ya' atau 'tidak'.
ui-online-rematch-asks-others = { $name } menawarkan perlawanan semula; menunggu { $names }.
ui-online-rematch-you-declined = Anda menolak perlawanan semula.
ui-online-rematch-declined = { $name } menolak perlawanan semula.
ui-online-rematch-left = { $name } telah keluar: tiada perlawanan semula.
ui-online-rematch-started = Semua menerima: perlawanan semula diurus dalam bilik baharu.
ui-online-reaction = { $name }: { ui-reaction }
ui-reaction-key = { $reaction ->
    [good_game] gg
    [well_played] syabas
    [nice_move] bagus
    [oops] alamak
   *[thinking] fikir
}
ui-online-no-such-reaction = Tiada reaksi '{ $typed }': taip react dan salah satu daripada { $keys }.
ui-online-no-such-player = Tiada pemain lain di meja ini bernama '{ $name }'; yang lain ialah: { $names }.
ui-online-muted = Reaksi { $name } disembunyikan mulai sekarang ('unmute' menunjukkannya semula).
ui-online-unmuted = Reaksi { $name } ditunjukkan semula.

## Bantuan baris arahan: spite --help, spite play --help (nama pilihan,
## nilai dan perkataan arahan tidak pernah diterjemahkan)

ui-cli-about-spite = Spite & Malice: kosongkan longgokan utama anda dahulu.
ui-cli-about-play = Main satu perlawanan menentang komputer (lalai).
ui-cli-about-engine = Layan protokol enjin baris JSON pada stdin/stdout (docs/protocol.md).
ui-cli-about-replay = Lihat semula permainan yang disimpan, langkah demi langkah.
ui-cli-about-arena = Tandingkan tahap komputer sesama sendiri dan laporkan kekuatannya.
ui-cli-about-serve = Jalankan pelayan permainan dalam talian (docs/online.md) sehingga Ctrl-C.
ui-cli-about-help = Papar mesej ini atau bantuan bagi subarahan yang diberi
ui-cli-play-seed = Benih urusan kad perlawanan (lalai: daripada jam; benih itu ditunjukkan).
ui-cli-play-rules = Peraturan: pratetap (g4a, classic) atau fail peraturan JSON.
ui-cli-play-opponent = Kekuatan pemain komputer.
ui-cli-play-players = Bilangan pemain, 2 hingga 6; tempat selepas manusia ialah komputer.
ui-cli-play-hotseat = Beberapa orang berkongsi terminal ini; tangan disembunyikan antara giliran. Setiap tempat ialah manusia melainkan --people menyatakan berapa.
ui-cli-play-people = Berapa tempat ialah manusia (yang pertama); selebihnya komputer.
ui-cli-play-target = Mata yang memenangi perlawanan.
ui-cli-play-load = Sambung perlawanan yang disimpan dengan 'save FAIL'.
ui-cli-play-resume = Sambung perlawanan yang belum selesai kali lepas (disimpan dalam autosave).
ui-cli-play-compact = Lukis semula meja di tempat yang sama, di atas skrin dengan baris terakhir di bawahnya, dan bukan menatal terus (dalam terminal berwarna).
ui-cli-replay-file = Perlawanan yang disimpan dengan 'save FAIL' dalam permainan.
ui-cli-replay-seat = Tempat yang tangannya ditunjukkan, dikira dari 0 seperti di mana-mana dalam spite (0 = tempat pertama, manusia dalam permainan menentang komputer); tangan lain kekal tersembunyi.
ui-cli-replay-people = Berapa tempat ialah manusia (yang pertama), untuk nama yang digunakan permainan ("Anda" dan "Komputer", atau "Pemain 1"...). Fail autosave tahu; fail simpanan tidak, jadi 1 diandaikan.
ui-cli-about-review = Semak semula permainan yang disimpan: giliran yang melepaskannya, dan yang lebih baik.
ui-cli-review-file = Perlawanan yang disimpan dengan 'save FAIL' dalam permainan (atau simpanan automatiknya).
ui-cli-review-seat = Tempat yang disemak, dikira dari 0 (0 = tempat pertama, manusia dalam permainan menentang komputer).
ui-cli-review-worlds = Main habis bagi setiap anggaran: kurang lebih pantas dan lebih kasar.
ui-cli-arg-no-color = ASCII biasa tanpa warna (juga apabila NO_COLOR ditetapkan atau output bukan terminal).
ui-cli-arg-lang = Bahasa: en, nl, ms, pt atau bg (lalai: bahasa sistem, jika tiada bahasa Inggeris).
ui-cli-about-host = Hos permainan dalam talian: mulakan pelayan di sini dan bermain di tempat pertamanya.
ui-cli-about-join = Sertai permainan dalam talian: spite join ALAMAT KOD (sekali lagi selepas menutup terminal: kembali ke tempat yang sama).
ui-cli-host-addr = Tempat pelayan mendengar (0.0.0.0:7878 supaya boleh dicapai dalam rangkaian setempat); lalai: alamat bilik terakhir, jika tiada 127.0.0.1:7878.
ui-cli-host-rules = Peraturan: pratetap (g4a, classic) atau fail peraturan JSON.
ui-cli-host-players = Bilangan pemain, 2 hingga 6.
ui-cli-host-people = Berapa tempat ialah manusia (anda dan yang menyertai); selebihnya komputer. Lalai: 2.
ui-cli-host-opponent = Kekuatan pemain komputer di tempat selepas manusia.
ui-cli-host-target = Mata yang memenangi perlawanan.
ui-cli-host-data = Direktori pangkalan data pelayan (permainan kekal selepas dimulakan semula); lalai: server/ dalam direktori data spite.
ui-cli-join-addr = Alamat pelayan, seperti yang dipaparkan oleh hos (192.168.1.20:7878).
ui-cli-join-code = Kod jemputan (huruf besar, ruang dan sempang tidak penting).
ui-cli-arg-name = Nama anda di meja.
ui-cli-help = Papar bantuan
ui-cli-version = Papar versi
ui-cli-usage = Penggunaan:
ui-cli-options = Pilihan
ui-cli-arguments = Argumen
ui-cli-commands = Arahan
ui-cli-default = (lalai: { $value })
ui-cli-values = (salah satu: { $values })
ui-cli-error-value = '{ $value }' bukan nilai untuk { $arg }.
ui-cli-error-unknown-arg = Tiada pilihan { $arg }.
ui-cli-error-unknown-command = Tiada arahan '{ $name }'.
ui-cli-error-tip = Adakah maksud anda { $name }?
ui-cli-error-missing = Juga diperlukan: { $args }.
ui-cli-error-conflict = { $arg } tidak boleh digunakan bersama { $other }.
ui-cli-error-options-first = { $options } mesti diletakkan selepas '{ $command }', bukan sebelumnya (spite { $command } --help menyenaraikan pilihannya).
ui-cli-error-other = Baris arahan tidak dapat dibaca.
ui-cli-error-more = Untuk maklumat lanjut, cuba '--help'.
ui-cli-error-range = Nilainya mesti nombor bulat dari { $min } hingga { $max }.
ui-cli-error-at-least = Nilainya mesti nombor bulat sekurang-kurangnya { $min }.
# Placeholders in usage lines and option help (`--players <N>`), in capitals as clap writes them.
ui-cli-placeholder-options = PILIHAN
ui-cli-placeholder-command = ARAHAN
ui-cli-value-addr = ALAMAT
ui-cli-value-code = KOD
ui-cli-value-dir = DIREKTORI
ui-cli-value-file = FAIL
ui-cli-value-level = TAHAP
ui-cli-value-n = N
ui-cli-value-name = NAMA
ui-cli-value-points = MATA
ui-cli-value-seat = TEMPAT

# `spite completions SHELL` dan halaman manual (`man spite`).
ui-cli-about-completions = Papar pelengkapan shell untuk spite: bash, zsh, fish, elvish atau powershell.
ui-cli-completions-shell = Shell yang hendak dilengkapkan.
ui-cli-value-shell = SHELL
ui-cli-man-name = NAMA
ui-cli-man-synopsis = SINOPSIS
ui-cli-man-description = KETERANGAN
ui-cli-man-version = VERSI
ui-cli-man-moves = LANGKAH
ui-cli-man-files = FAIL
ui-cli-man-environment = PERSEKITARAN
ui-cli-man-examples = CONTOH
ui-cli-examples-heading = Contoh:
ui-cli-examples =
    spite                             perlawanan menentang komputer
    spite --opponent hard --seed 7    komputer lebih kuat, agihan boleh diulang
    spite --hotseat --players 3       tiga orang pada satu papan kekunci
    spite --resume                    perlawanan yang anda tinggalkan
    spite host --name Ann             anjurkan permainan dalam talian untuk rakan
    spite join 192.168.1.20:7878 VCVQ-677X-3CC9
                                      tempat dalam permainan rakan
    spite host --server 10.0.0.5:7878 bilik pada pelayan yang sudah berjalan
    spite rooms 10.0.0.5:7878         bilik terbuka, untuk mengambil tempat
    spite replay game.json            lihat semula permainan yang disimpan
ui-cli-man-files-text =
    ~/.local/share/spite/autosave.json
        perlawanan yang sedang berjalan, disimpan selepas setiap langkah ('resume', 'spite --resume')
    ~/.local/share/spite/history.txt
        baris yang ditaip, untuk sejarah penyunting baris
    ~/.local/share/spite/online/
        tempat yang disimpan untuk 'spite join', dan bilik yang dibawa kembali oleh 'spite host'
    ~/.local/share/spite/server/
        pangkalan data pelayan yang dijalankan oleh 'spite host'
    Folder itu ialah $XDG_DATA_HOME/spite jika ditetapkan; SPITE_DATA_DIR menggantikannya.
ui-cli-man-environment-text =
    SPITE_DATA_DIR
        folder untuk autosave, sejarah dan tempat dalam talian
    NO_COLOR
        ditetapkan dan tidak kosong: kad ASCII biasa tanpa warna, seperti --no-color
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG
        bahasa jika --lang tidak diberi (en, nl, ms, pt atau bg; jika tidak, Inggeris)
ui-cli-man-spite = spite memainkan Spite & Malice dalam terminal: menentang komputer, bersama rakan pada satu papan kekunci, atau dalam talian. Setiap pemain berlumba mengosongkan longgokan utama ke susunan pusat yang dikongsi, dibina dari sat ke atas; raja ialah kad liar. Tanpa arahan, spite memainkan perlawanan menentang komputer, seperti spite play. Dalam permainan, taip help untuk arahan dan langkah.

## Mengapa permainan yang disimpan tidak boleh dimuatkan (sebab di dalam
## ui-repl-not-loaded, ui-file-damaged dan notis tetingkap)

json-error-eof = teks terputus pada baris { $line }, lajur { $column }
json-error-syntax = teks bukan JSON pada baris { $line }, lajur { $column }
json-error-data = satu nilai tiada atau salah jenis pada baris { $line }, lajur { $column }
load-error-json = bukan permainan yang disimpan: { $reason }
rules-parse-error-json = bukan objek peraturan: { $reason }
ui-cli-not-rules = '{ $arg }' bukan pratetap peraturan ({ $presets }) dan bukan fail peraturan
ui-cli-cannot-read-rules = fail peraturan { $file } tidak boleh dibaca: { $reason }
ui-cli-rules-refused = fail peraturan { $file } ditolak: { $reason }
ui-cli-people-too-many = --people { $count } melebihi { $players } pemain
load-error-format = ini bukan simpanan Spite & Malice ('{ $found }')
load-error-missing-field = ini bukan simpanan Spite & Malice (tiada medan '{ $field }')
load-error-version = disimpan oleh versi yang lebih baharu (format { $found }); versi ini membaca format { $reads }
load-error-rules = peraturan yang disimpan tidak boleh dimainkan: { $reason }
load-error-setup = kad yang disimpan tidak boleh diuruskan seperti susunannya
load-error-move = langkah { $index } ({ $move }) dalam permainan yang disimpan tidak sah: { $reason }
load-error-match = perlawanan yang disimpan tidak sepadan
ui-file-autosave-level = '{ $level }' bukan tahap

## Pelayar (web/): perkataannya sendiri, id yang bermula dengan web-.

web-language = Bahasa
web-coming-back = Kembali ke tempat anda…
web-unreachable = Pelayan tidak dapat dihubungi; mencuba lagi…
web-cancel = Batal
web-creating = Bilik sedang dibuat…
web-joining = Menyertai…
web-your-name = Nama anda
web-join-form = Sertai
web-invited = Anda dijemput
web-room = Bilik
web-join-game = Sertai permainan
web-not-invited = Mulakan permainan anda sendiri
web-new-game = Permainan baharu
web-play-now = Main sekarang
web-play-now-what = Melawan komputer (mudah): longgokan utama { $count } kad, satu permainan.
web-play-friends = Main dengan kawan
web-play-friends-what = Pautan untuk dihantar kepada kawan: longgokan utama { $count } kad, satu permainan.
web-more-options = Pilihan lain
web-payoff-explain = Longgokan utama: kad yang mesti dihabiskan oleh setiap pemain, satu demi satu dari atas. Pemain pertama yang memainkan kad terakhir longgokan utamanya memenangi permainan; kurang kad, permainan lebih singkat.
web-match-to-explain = Perlawanan hingga: mata yang memenangi perlawanan. Pemenang sesuatu permainan mendapat satu mata bagi setiap kad yang tinggal dalam longgokan utama pemain lain, jadi 1 bermaksud satu permainan sahaja.
web-play = Bermain
web-mode-computer = melawan komputer
web-mode-friends = dengan kawan (pautan jemputan)
web-players = Pemain
web-friends = Kawan
web-level = Tahap komputer
web-rules = Peraturan
web-preset-g4a = Raja liar, susunan dari sat hingga ratu
web-preset-classic = Klasik: susunan dari sat hingga raja, tiada kad liar
web-payoff = Longgokan utama
web-match-to = Perlawanan hingga
web-animation = Animasi
web-speed = { $speed ->
    [instant] serta-merta
    [fast] laju
    [slow] perlahan
   *[normal] biasa
}
web-create = { $mode ->
    [friends] Mula dan jemput rakan
   *[computer] Mula bermain
}
web-join-by-code = Sertai dengan kod
web-room-code = Kod bilik
web-join = Sertai
web-game-over = Permainan sudah tamat.
web-turn-of = { $kind ->
    [you] Sekarang giliran anda.
   *[other] Sekarang giliran { $name }.
}
web-cannot-play-now = { $card } tidak boleh dimainkan sekarang: susunan pusat memerlukan { $needs }.
web-holding = Memegang { $card }: pilih ke mana ia pergi ({ $targets }).
web-not-sent = Tiada sambungan: langkah tidak dihantar. Menyambung semula…
web-pick-first = Ambil kad dahulu: kad tangan, kad longgokan utama anda atau kad teratas susunan sampingan.
web-hints-your-turn = Petunjuk hanya pada giliran anda.
web-no-hint-offline = Tiada sambungan: tiada petunjuk sekarang. Menyambung semula…
web-hint-working = Mencari petunjuk…
web-hint = Petunjuk: { $source } ke { $target }.
web-hint-why = Petunjuk: { $source } ke { $target }. { $why }.
web-dropped-off = Dilepaskan di luar susunan: kad itu kembali.
web-waiting-undo = Menunggu pemain lain meluluskan pembatalan anda…
web-choose-where = Pilih ke mana kad itu pergi.
web-your-turn-status = Giliran anda: main ke susunan pusat, kemudian buang kad tangan ke susunan sampingan.
web-is-playing = { $name } sedang bermain…
web-us = Kami
web-them = Mereka
web-score-label = Permainan { $game }; mata perlawanan { $score }; sasaran { $target }
web-score = Permainan { $game } · { $score }
web-score-target = { $target ->
    [1] (satu permainan)
   *[other] (perlawanan hingga { $target })
}
web-game = Permainan { $game }
web-seat-points = { $points } mata
web-hint-button = Petunjuk
web-hint-title = Petunjuk (H)
web-undo-button = Batal langkah
web-undo-title = Batal langkah (U)
web-log-button = Log
web-help-button = Bantuan
# The sound switch in the table's bar (pressed: sound on).
web-sound-button = Bunyi
# The lobby's record of games won and lost against the computer, per level ($level: level-name).
web-record-heading = Rekod anda menentang komputer
web-record-level = { $level }: menang { $won }, kalah { $lost }
web-help-title = Bantuan (?)
web-leave = Keluar
web-reconnecting = Sambungan terputus: menyambung semula…
web-waiting-friends = Menunggu { $count } kawan. Kod bilik
web-invite = Jemputan
web-invite-link = Pautan jemputan
web-copied = Disalin
web-copy-invite = Salin pautan jemputan
web-table = Meja
web-centre = Pusat
web-stock-label = Stok: { $count } kad
web-stock-label-aside = Stok: { $count } kad; { $aside } kad diketepikan
web-stock = stok
web-set-aside = { $count } diketepikan
web-needs = perlu { $rank }
# Breaks only before the dot: "K = 4" and "· needs 5" each stay whole.
web-stands-for = K{"\u00A0"}={"\u00A0"}{ $as } ·{"\u00A0"}perlu{"\u00A0"}{ $rank }
web-mark-hint = ★ petunjuk
web-mark-here = ▼ sini
web-your-turn-tag = giliran anda
web-caption-payoff = utama
web-caption-partner = rakan kongsi
web-caption-hand = tangan
web-hand-empty = Tangan anda kosong.
web-move-log = Log langkah
web-undo-question = Batal langkah?
web-undo-request = Permintaan batal langkah
web-undo-asks = { $name } meminta untuk membatalkan langkah terakhirnya ({ $move }).
web-allow = Benarkan
web-refuse = Tolak
web-match-over = Perlawanan tamat
web-game-over-title = Permainan tamat
web-match-score = { $target ->
    [1] Mata perlawanan: { $score }.
   *[other] Mata perlawanan: { $score } (hingga { $target }).
}
web-match-seed = Benih perlawanan { $seed }: setiap agihan boleh dimainkan semula dan disemak.
web-new-match = Perlawanan baharu
web-play-again = Main lagi
web-help-touch-bar = Petunjuk, Batal langkah dan Log ialah butang di atas; di sini dalam Bantuan anda juga memilih bahasa.
web-next-game = Permainan seterusnya
web-dealing = Mengagih…
web-help-heading = Cara bermain
web-help-intro = Mainkan kad longgokan utama anda ke susunan pusat, dibina dari sat ke atas (raja ialah kad liar, kecuali peraturan klasik dipilih). Tamatkan setiap giliran dengan membuang kad tangan ke salah satu susunan sampingan anda.
web-help-hand = ambil kad tangan
web-help-payoff = kad longgokan utama anda
web-help-partner = kad rakan kongsi anda
web-help-side = ambil kad teratas susunan sampingan, atau buang kad tangan yang dipegang di situ
web-help-centre = mainkan kad yang dipegang ke susunan pusat
web-help-hint = petunjuk
web-help-or = atau
web-help-undo = batal langkah
web-help-down = letak kad
web-help-this = bantuan ini
web-help-tab = Atau tekan Tab ke kad dan tekan Enter, kemudian Tab ke susunan bertanda “▼ sini” dan tekan Enter. Seret dan lepas berfungsi dengan tetikus dan pada skrin sentuh.
# The rules, with a worked first turn (web/src/rules-view.tsx): the
# default rules (kings wild, piles to the queen), the classic ones in a line.
web-open-rules = Peraturan
web-rules-title = Peraturan permainan
web-rules-aim-heading = Matlamat
web-rules-aim = Jadilah yang pertama memainkan setiap kad longgokan utama anda ke susunan pusat. Hanya kad teratasnya terbuka; apabila anda memainkannya, kad seterusnya diterbalikkan.
web-rules-turn-heading = Giliran anda
web-rules-turn-draw = Tarik kad dari stok sehingga anda memegang lima kad.
web-rules-turn-play = Mainkan seberapa banyak kad yang anda mahu ke susunan pusat: kad longgokan utama anda, kad tangan dan kad teratas susunan sampingan anda.
web-rules-turn-discard = Buang satu kad tangan ke salah satu daripada empat susunan sampingan anda: itu menamatkan giliran anda. Mana-mana kad boleh diletakkan pada mana-mana susunan sampingan.
web-rules-turn-refill = Jika anda memainkan semua kad tangan anda, anda menarik lima lagi dan terus bermain.
web-rules-centre-heading = Susunan pusat
web-rules-centre-build = Semua pemain bermain ke susunan pusat yang sama. Susunan bermula dengan sat dan naik satu pangkat setiap kali, tanpa mengira sut: sat, 2, 3 … bicu, ratu.
web-rules-kings = Raja ialah kad liar: raja boleh dimainkan pada mana-mana susunan pusat sebagai kad yang diperlukannya, malah sebagai sat pada susunan kosong.
web-rules-complete = Susunan yang sampai ke ratu sudah lengkap: kadnya dikocok ke dalam stok dan tempatnya kosong semula.
web-rules-classic = Dengan peraturan klasik, raja bukan kad liar, susunan naik hingga raja, dan susunan lengkap diketepikan sehingga stok habis; kemudian ia dikocok menjadi stok baharu.
web-rules-score-heading = Menang dan mata
web-rules-score = Sesiapa yang memainkan kad terakhir longgokan utamanya memenangi permainan dan mendapat satu mata bagi setiap kad yang tinggal dalam longgokan utama pemain lain.
web-rules-match = Permainan diteruskan sehingga seseorang mencapai mata sasaran perlawanan; yang kalah dalam satu permainan memulakan permainan seterusnya.
web-rules-draw = Jika kad perlu ditarik tetapi stok kosong, permainan itu seri dan tiada siapa mendapat mata.
web-rules-example-heading = Giliran pertama, langkah demi langkah
web-rules-step = Langkah { $number } daripada { $count }
web-rules-previous = Langkah sebelumnya
web-rules-next = Langkah seterusnya
web-rules-payoff = longgokan utama
web-rules-centre = susunan pusat
web-rules-hand = tangan
web-rules-side = susunan sampingan
web-rules-empty = kosong
web-rules-picture-payoff = Longgokan utama: { $cards }.
web-rules-picture-centre = Susunan pusat: { $cards }.
web-rules-picture-hand = Tangan: { $cards }.
web-rules-picture-side = Susunan sampingan: { $cards }.
web-rules-step-deal = Kad diagihkan: longgokan utama anda menunjukkan 3, anda memegang lima kad dan ketiga-tiga susunan pusat kosong. Giliran bermula dengan menarik kad sehingga lima; anda sudah ada lima, jadi anda tidak menarik apa-apa.
web-rules-step-ace = Mainkan sat dari tangan anda: ia memulakan susunan pusat.
web-rules-step-two = Susunan itu kini memerlukan 2: mainkan 2 dari tangan anda.
web-rules-step-payoff = Ia memerlukan 3: mainkan kad teratas longgokan utama anda. Kad di bawahnya diterbalikkan: 5.
web-rules-step-king = Susunan itu memerlukan 4 dan anda tiada, tetapi raja ialah kad liar: mainkan raja sebagai 4.
web-rules-step-five = Kini ia memerlukan 5: mainkan kad longgokan utama anda sekali lagi. Dua kad longgokan utama sudah habis; yang seterusnya ialah ratu.
web-rules-step-discard = Tiada lagi yang boleh dimainkan, jadi tamatkan giliran: buang 9 ke susunan sampingan. Anda menyimpan 7 dan menarik empat kad pada awal giliran seterusnya.
web-close = Tutup
web-review-button = Semak
web-review-title = Semakan permainan { $game }
web-review-intro = Setiap giliran anda dimainkan berkali-kali, dengan kad yang tidak anda lihat diagihkan secara rawak; giliran yang melepaskan peluang menang ditandakan: ?! ketidaktepatan, ? kesilapan, ?? kesilapan besar.
web-review-asking = Meminta semakan daripada pelayan…
web-review-working = Menyemak giliran anda: { $done } daripada { $moves } langkah…
web-review-lost = Sambungan terputus sebelum semakan selesai: minta sekali lagi.
web-review-again = Semak sekali lagi
web-review-move = { $card } dari { $from } ke { $to }
web-match-ends = Perlawanan sudah tamat.
web-match-we-win = Anda dan rakan kongsi anda memenangi perlawanan!
web-match-they-win = Lawan anda memenangi perlawanan.
web-match-you-win = Anda memenangi perlawanan!
web-match-wins = { $name } memenangi perlawanan.
web-tag-partner = rakan kongsi
web-tag-waiting = menunggu untuk menyertai
web-tag-away = tiada
web-tag-computer = komputer bermain
web-to-play = sedang bermain
web-can-play-here = anda boleh main di sini
web-suggested = dicadangkan
web-key = (kekunci { $key })
web-picked-up = dipegang
web-label-side = { $kind ->
    [you] Susunan sampingan { $index } anda
   *[other] Susunan sampingan { $index } { $name }
}: { $count ->
    [0] kosong
    [one] 1 kad, { $top }
   *[other] { $count } kad, teratas { $top }; dari bawah ke atas: { $cards }
}
web-label-payoff = { $kind ->
    [you] Longgokan utama anda
    [partner] Longgokan utama rakan kongsi anda
   *[other] Longgokan utama { $name }
}: { $count ->
    [0] kosong
   *[other] { $count } kad, teratas { $top }
}
web-label-hand = { $kind ->
    [you] Tangan anda
   *[other] Tangan { $name }
}: { $count } kad{ $kind ->
    [you] {""}
   *[other] , tertutup
}
web-label-hand-card = Kad tangan { $index }: { $card }
web-label-centre-empty = Susunan pusat { $index }: kosong, perlu { $needs }
web-label-centre = Susunan pusat { $index }: { $top }, perlu { $needs }
web-label-centre-wild = Susunan pusat { $index }: raja sebagai { $as }, perlu { $needs }
web-source = { $source ->
    [hand] kad tangan { $index }
    [payoff] longgokan utama anda
    [partner] longgokan utama rakan kongsi anda
   *[side] susunan sampingan { $index }
}
web-target = { $where ->
    [centre] susunan pusat { $index }
   *[side] susunan sampingan { $index }
}
web-refuse-not-turn = Bukan giliran anda.
web-refuse-side-empty = Susunan sampingan { $index } kosong.
web-refuse-no-card = Tiada kad di { $source }.
web-refuse-no-side = Tiada susunan sampingan itu.
web-refuse-only-hand = Hanya kad tangan boleh dibuang ke susunan sampingan.
web-refuse-no-centre = Tiada susunan pusat itu.
web-refuse-centre = { $card } tidak boleh pergi ke susunan pusat { $index }, yang memerlukan { $needs }.
web-log-from = { $source ->
    [hand] tangan
    [hand-card] kad tangan { $index }
    [payoff] longgokan utama
    [partner] longgokan utama rakan kongsi
   *[side] susunan sampingan { $index }
}
web-log-played = { $who } { $kind ->
    [you] memainkan
   *[other] memainkan
} { $card } dari { $from } ke { $to }{ $auto ->
    [yes] {" "}(komputer, semasa tiada)
   *[no] {""}
}.
web-log-played-wild = { $who } { $kind ->
    [you] memainkan
   *[other] memainkan
} { $card } (sebagai { $as }) dari { $from } ke { $to }{ $auto ->
    [yes] {" "}(komputer, semasa tiada)
   *[no] {""}
}.
web-log-discarded = { $who } { $kind ->
    [you] membuang
   *[other] membuang
} { $card } dari { $from } ke { $to }{ $auto ->
    [yes] {" "}(komputer, semasa tiada)
   *[no] {""}
}.
web-log-payoff-turned = { $kind ->
    [you] Kad longgokan utama anda yang seterusnya ialah { $card }.
   *[other] Kad longgokan utama { $name } yang seterusnya ialah { $card }.
}
web-log-pile-completed = Susunan pusat { $index } lengkap dan dikosongkan.
web-log-shuffled = Stok telah dikocok: { $count } kad.
web-log-drew = { $who } { $kind ->
    [you] menarik
   *[other] menarik
} { $count } kad.
web-log-you-drew = Anda menarik { $count } kad: { $cards }.
web-just-drawn = baru ditarik
web-mark-new = baru
web-log-turn = { $kind ->
    [you] Giliran anda.
   *[other] Giliran { $name }.
}
web-log-dealt = Permainan { $game } diagihkan.
web-result-drawn = Permainan berakhir seri: stok habis. Tiada siapa mendapat mata.
web-result-we = Anda dan rakan kongsi anda memenangi permainan, { $points } mata.
web-result-they = Lawan anda memenangi permainan, { $points } mata.
web-result-you = Anda memenangi permainan, { $points } mata.
web-result-wins = { $name } memenangi permainan, { $points } mata.
web-joined = { $name } menyertai.
web-left = { $name } keluar; mereka boleh kembali.
web-back = { $name } kembali.
web-computer-plays = Komputer bermain untuk { $name } semasa mereka tiada.
web-undo-declined = { $who } { $kind ->
    [you] menolak
   *[other] menolak
} pembatalan itu.
web-undo-cancelled = Pembatalan itu dibatalkan.
web-took-back = { $who } { $kind ->
    [you] membatalkan
   *[other] membatalkan
} { $from } ke { $to }.
web-took-back-move = { $who } { $kind ->
    [you] membatalkan
   *[other] membatalkan
} { $move }.
web-game-nav = Permainan

## The terminal: hosting that can come back.
ui-cli-arg-partners = Permainan berpasangan: empat pemain, pasangan duduk bertentangan: anda dan pemain di hadapan anda (tempat pertama dan ketiga) menentang dua yang lain.
ui-cli-rules-unknown-field = medan tidak dikenali '{ $field }'; medan yang ada: { $known }
ui-cli-rules-wrong-value = { $field } ialah { $value }, tetapi mesti { $kind }
ui-cli-rules-kind-number = nombor bulat, seperti { $example }
ui-cli-rules-kind-bool = true atau false
ui-cli-rules-kind-rank = nilai kad dalam tanda petik: "A", "2" hingga "10", "J", "Q" atau "K"
ui-cli-rules-kind-choice = salah satu daripada { $choices }
ui-file-autosave-people = ia mendudukkan { $people } orang di meja { $players } pemain
ui-repl-score-in-progress = Permainan { $game }: sedang dimainkan, giliran { $turn }.
ui-cli-host-new = Bilik baharu, walaupun bilik terakhir yang dihoskan di sini belum selesai (tanpanya, 'spite host' membawa bilik itu kembali).
ui-cli-host-server = Buka bilik pada pelayan yang sudah berjalan ('spite serve') dan bukan memulakan satu di sini: alamatnya, seperti yang diambil oleh 'spite join'. Anda kembali ke tempat anda dengan 'spite join', seperti rakan.
ui-online-host-kept = Pelayan berjalan dalam terminal ini: jika ia ditutup, permainan rakan anda terhenti sehingga anda menjalankan 'spite host' semula, yang membuka bilik ini semula di { $addr }.
ui-online-host-not-kept = Bilik ini tidak boleh dibawa kembali ({ $reason }): jika terminal ini ditutup, permainan tamat bagi rakan anda.
ui-online-host-no-data-dir = tiada direktori data untuk menyimpannya
ui-online-host-reopened = Bilik terakhir anda dibuka semula: rakan yang menunggu kembali dengan sendirinya. ('spite host --new' memulakan bilik baharu.)
ui-online-host-room-gone = Bilik terakhir anda sudah tamat atau telah dibersihkan; menganjurkan bilik baharu.
ui-online-host-confirm-quit = Keluar? Pelayan berhenti bersama terminal ini: permainan rakan anda terhenti sehingga anda menjalankan 'spite host' semula. (ya/tidak)
ui-online-host-confirm-quit-for-good = Keluar? Pelayan berhenti bersama terminal ini dan bilik ini tidak boleh dibawa kembali: permainan tamat bagi rakan anda. (ya/tidak)
ui-online-host-left = Anda telah keluar dan pelayan telah berhenti: permainan rakan anda terhenti dan mereka menunggu. Jalankan 'spite host' semula untuk membuka bilik di { $addr } dan teruskan.
ui-online-host-left-for-good = Anda telah keluar dan pelayan telah berhenti: permainan telah tamat bagi rakan anda.
ui-online-host-stopped = Pelayan telah berhenti.
ui-online-host-gone = Pelayan sudah tiada; menunggu ia kembali (sesiapa yang menjalankannya memulakannya semula: hos dengan 'spite host' atau dengan membuka Spite & Malice, pelayan dengan 'spite serve'). Taip 'quit' untuk keluar.
ui-online-not-sent-away = Tidak dihantar: pelayan tiada. Taip semula apabila ia kembali, atau 'quit' untuk keluar.
ui-online-cannot-listen = tidak dapat mendengar di { $addr }: { $reason }
ui-online-no-database = tidak dapat membuka pangkalan data dalam { $dir }: { $reason }
ui-os-error = { $what ->
    [not-found] fail atau direktori tiada
    [permission-denied] kebenaran ditolak
    [exists] ia sudah wujud
    [is-directory] itu sebuah folder
    [not-directory] sebahagian laluan bukan folder
    [bad-name] nama terlalu panjang atau tidak dibenarkan
    [disk-full] cakera penuh
    [read-only] cakera baca sahaja
    [address-in-use] alamat sudah digunakan
    [address-not-available] mesin ini tiada alamat itu
    [connection-refused] tiada apa yang mendengar di situ
    [connection-reset] sambungan terputus
    [unreachable] rangkaian tidak dapat mencapainya
    [timed-out] tiada jawapan dalam masa
   *[other] ralat sistem
} ({ $raw })

## The browser client: leaving the table, the same seat in two tabs, the
## move log's pop-up on a phone, undo in words, a seat not yet taken
## (web-*). $code is a room's invite code; $card a card as shown.

web-leave-question = Tinggalkan meja?
web-leave-body = Tempat duduk anda disimpan: buka pautan bilik sekali lagi, atau pilih bilik di halaman utama, untuk kembali.
web-stay = Kekal
web-open-elsewhere = Dibuka di tab lain
web-open-elsewhere-body = Permainan ini dibuka di tab atau tetingkap lain pelayar ini. Main di sana, atau di sini: tab yang lain akan berhenti.
web-taken-elsewhere = Permainan ini kini dibuka di tab atau tetingkap lain; ia telah berhenti di sini.
web-play-here = Main di sini
web-status-elsewhere = Sedang bermain di tab lain.
web-back-to-lobby = Kembali ke halaman utama
web-close-log = Tutup log langkah
web-your-rooms = Bilik anda
web-back-to-room = Kembali ke bilik { $code }
web-undo-asks-card = { $name } meminta untuk membatalkan langkah terakhirnya: { $card } dari { $from } ke { $to }.
web-took-back-card = { $who } { $kind ->
    [you] membatalkan
   *[other] membatalkan
} { $card } dari { $from } ke { $to }.
web-waiting-to-join = Menunggu { $name } menyertai.
web-nothing-to-undo = Belum ada langkah untuk dibatalkan dalam giliran ini.
web-takeover = Jika rakan tiada
web-takeover-after = { $count ->
    [0] tunggu dia
   *[other] komputer bermain selepas { $count } minit
}
web-help-touch = Pada skrin sentuh: ketik kad, kemudian ketik longgokan bertanda “▼ sini”; atau seret kad ke sana.

# Padanan pantas di terminal (`spite match`), papan pendahulu (`spite
# ladder`) dan identiti pemain (`spite identity`).
ui-cli-about-match = Bermain dengan orang baharu: padanan pantas pada pelayan (ADDR, lalai 127.0.0.1:7878).
ui-cli-about-ladder = Papan pendahulu pelayan, dengan kedudukan anda sendiri.
ui-cli-about-identity = Kod pindahan anda, atau ambil kod dari peranti lain (--key).
ui-cli-match-addr = Alamat pelayan (lalai: 127.0.0.1:7878).
ui-cli-match-rules = Pratetap peraturan.
ui-cli-match-casual = Perlawanan yang tidak mengubah penarafan.
ui-cli-ladder-addr = Alamat pelayan (lalai: 127.0.0.1:7878).
ui-cli-ladder-rules = Pratetap peraturan yang papan pendahulunya ditunjukkan.
ui-cli-identity-addr = Alamat pelayan (lalai: 127.0.0.1:7878).
ui-cli-identity-key = Kod pindahan yang ditunjukkan pada peranti lain: bermain sebagai pemain itu di sini.
ui-match-rated = bertaraf
ui-match-casual = santai
ui-match-seeking = Mencari lawan ({ $rules }, { $kind }): anda nombor { $position } dalam barisan. Jika tiada sesiapa datang dalam { $seconds } saat, komputer akan ditawarkan.
ui-match-ctrl-c = Ctrl-C berhenti mencari.
ui-match-cancelled = Anda berhenti mencari: anda sudah keluar dari barisan.
ui-match-computer-offer = Tiada sesiapa datang. Komputer ({ $level }) boleh bermain dengan anda: ia program, bukan manusia, dan perlawanan ini tidak bertaraf.
ui-match-computer-question = Bermain dengan komputer? (y/t)
ui-match-computer-taken = Anda bermain dengan komputer.
ui-match-still-waiting = Anda terus menunggu seorang manusia.
ui-match-key-kept = Anda kini ada kunci pemain (disimpan dalam { $file }): ia menyimpan penarafan anda.
ui-match-key-not-kept = Kunci pemain anda tidak dapat disimpan ({ $reason }): catat kod pindahan anda, atau penarafan anda hilang bersama terminal ini.
ui-match-transfer-code = Kod pindahan anda, untuk bermain sebagai anda pada peranti lain (spite identity --key CODE di sana): { $code }
ui-match-no-data-dir = tiada direktori data
ui-match-person-came = Seorang manusia datang sementara itu: anda bermain dengannya (tekan Enter).
ui-match-cannot = Tiada padanan pantas: { $reason }
ui-cli-about-rooms = Bilik terbuka sebuah pelayan, dan tempat kosong diambil dalam salah satunya (--take N).
ui-cli-rooms-addr = Alamat pelayan (lalai: 127.0.0.1:7878).
ui-cli-rooms-take = Ambil tempat kosong dalam bilik bernombor N dalam senarai.
ui-cli-host-open = Senaraikan bilik supaya sesiapa boleh mengambil tempat kosongnya ('spite rooms').
ui-cli-host-seed = Benih urusan kad bilik (lalai: rawak): benih yang sama mengurus kad yang sama, untuk ujian dan main semula.
ui-rooms-cannot = Tiada senarai bilik: { $reason }
ui-rooms-none = Tiada bilik di { $server } terbuka untuk sesiapa sekarang. Buka satu dengan { $command }.
ui-rooms-title = Bilik terbuka di { $server }:
ui-rooms-row = { $number }. { $code }: { $rules }, { $players } pemain; { $free ->
    [one] satu tempat kosong
   *[other] { $free } tempat kosong
}; { $names }; menunggu { $waited }
ui-rooms-own-rules = peraturan tuan rumah sendiri
ui-rooms-computer = Komputer ({ $level })
ui-rooms-player = pemain { $seat }
ui-rooms-waited = { $minutes ->
    [0] { $seconds } saat
   *[other] { $minutes } min
}
ui-rooms-take = Ambil tempat kosong dengan { $command } (nombor bilik), atau dengan spite join dan kodnya.
ui-rooms-no-such = Tiada bilik { $number } dalam senarai: ia ada { $count }.
ui-online-host-open = Bilik ini terbuka: sesiapa boleh melihatnya dengan 'spite rooms' dan mengambil tempat kosongnya.
ui-ladder-title = Papan pendahulu ({ $rules })
ui-ladder-empty = Belum ada sesiapa bermain perlawanan bertaraf.
ui-ladder-name = Nama
ui-ladder-rating = Penarafan
ui-ladder-games = Perlawanan
ui-ladder-no-name = (tiada nama)
ui-ladder-you = Kedudukan anda:
ui-ladder-you-unrated = Anda belum ada perlawanan bertaraf dengan peraturan ini.
ui-ladder-no-key = Anda belum ada kunci pemain untuk { $server }: spite match membuatnya.
ui-identity-none = Anda belum ada kunci pemain untuk { $server }: spite match { $server } membuatnya.
ui-identity-code = Kod pindahan anda untuk { $server }: { $code }
ui-identity-secret = Sesiapa yang tahu kod ini bermain sebagai anda; kod yang hilang ialah penarafan yang hilang (tiada kata laluan, tiada e-mel). Pada peranti lain: spite identity --key CODE
ui-identity-refused = Kod pindahan itu tidak diambil: { $reason }
ui-identity-replaced = Kod yang disimpan di sini sebelum ini, kini diganti (catat jika penting): { $code }
ui-identity-taken = Anda kini bermain sebagai pemain itu di sini (disimpan dalam { $file }).
ui-identity-name = Nama: { $name }
ui-identity-rating = { $rules }: { $rating }, { $games } perlawanan bertaraf

# Padanan pantas, penarafan dan papan pendahulu, bilik terbuka,
# perlawanan semula dan reaksi dalam pelayar. $rules ialah set peraturan
# dalam perkataan (web-preset-*), $time jam (0:42), $names nama tempat
# duduk dengan koma.
web-someone-new = Bermain dengan orang baharu
web-someone-new-what = Padanan pantas memadankan anda dengan pemain yang juga mencari permainan sekarang. Perlawanan bertaraf mengubah penarafan kedua-dua pemain.
web-seek-kind = Perlawanan
web-rated = Bertaraf
web-casual = Santai: tiada penarafan berubah
web-find-opponent = Cari lawan
web-seeking-title = Mencari lawan
web-seeking-what = { $rules }, { $rated ->
    [yes] bertaraf
   *[no] santai
}
web-seeking-joining = Masuk ke barisan…
web-seeking-position = Anda nombor { $position } dalam barisan.
web-seeking-waited = Sudah menunggu { $time }
web-seeking-computer-in = Jika tiada sesiapa datang, komputer akan ditawarkan dalam { $count } saat.
web-play-computer = Lawan komputer
web-keep-waiting = Atau terus menunggu seorang manusia: anda kekal dalam barisan.
web-your-rating = Penarafan { $rating } ± { $deviation }, { $count } perlawanan bertaraf
web-player-rating-explain = Nilai ± menunjukkan betapa pasti penarafan itu: kekuatan anda berada dalam dua kali ganda jarak itu daripada penarafan, 95 kali daripada 100. Ia mengecil apabila anda bermain.
web-ratings-heading = Penarafan anda dan papan pendahulu
web-player-none = Anda belum mempunyai kunci pemain pada pelayan ini: padanan pantas pertama anda membuatnya.
web-player-code = Kod pindahan anda:
web-player-copy = Salin kod
web-player-code-explain = Taipkannya pada peranti lain untuk bermain sebagai anda di sana. Sesiapa yang tahu kod ini bermain sebagai anda, dan kod yang hilang ialah penarafan yang hilang: tiada kata laluan dan tiada e-mel.
web-player-use-code = Kod pindahan dari peranti lain
web-player-use-button = Bermain sebagai pemain itu
web-player-not-code = Itu bukan kod pindahan: ia mempunyai 32 digit dan huruf dari A hingga F.
web-player-taken = Anda kini bermain sebagai pemain itu di sini.
web-player-replaced = Kod yang disimpan di sini sebelum ini ialah { $code }: catatkannya jika ia penting.
web-player-leaderboard = Papan pendahulu
web-player-rank = Kedudukan
web-player-place = Kedudukan anda: { $rank } ({ $rating } ± { $deviation }).
web-loading = Memuatkan…
web-open-room = Senaraikan dalam bilik terbuka: sesiapa boleh mengambil tempat duduk kosong
web-open-rooms = Bilik terbuka
web-open-rooms-none = Tiada bilik terbuka yang menunggu pemain buat masa ini.
web-preset-own = Peraturan tuan rumah sendiri
web-open-computer = komputer ({ $level })
web-open-room-about = { $count } tempat duduk kosong daripada { $players }. Di meja: { $names }. Sudah menunggu { $time }.
web-take-seat = Ambil tempat duduk
web-rematch = Perlawanan semula
web-rematch-offered = { $who } menawarkan perlawanan semula.
web-rematch-accept = Terima perlawanan semula
web-rematch-decline = Tolak
web-rematch-waiting = Anda menawarkan perlawanan semula; menunggu { $names }.
web-rematch-declined = { $who } menolak perlawanan semula.
web-rematch-left = { $who } telah pergi: tiada perlawanan semula.
web-rematch-starting = Semua menerima: perlawanan semula diagihkan.
web-reactions = Reaksi
web-mute = Senyapkan
web-mute-heading = Sembunyikan reaksi daripada

## The window: quick match, ratings and rematch.
ui-quick-tab = Perlawanan pantas
ui-open-rooms-show = Tunjukkan bilik terbuka di pelayan ini
ui-quick-about = Bermain dengan orang baharu: pelayan memadankan anda dengan orang yang menunggu peraturan yang sama. Jika tiada sesiapa datang, ia menawarkan komputer, dan berkata begitu.
ui-quick-button = Cari perlawanan
ui-quick-code = Kod pindahan anda: { $code }
ui-quick-code-about = Sesiapa yang tahu kod ini bermain sebagai anda; kod yang hilang ialah taraf yang hilang (tiada kata laluan, tiada e-mel). Taipkannya pada peranti lain untuk bermain sebagai anda di sana.
ui-quick-asking = Bertanya kepada pelayan…
ui-quick-no-key = Anda belum ada kunci pemain untuk pelayan ini: perlawanan pantas pertama anda membuatnya.
ui-quick-type-code = Kod pindahan dari peranti lain:
ui-quick-use-code = Gunakannya
ui-quick-code-taken = Anda kini bermain sebagai pemain itu di sini.
ui-quick-leaderboard = Papan pendahulu
ui-quick-unrated = Belum ada perlawanan bertaraf: setiap pemain bermula pada 1500 ± 350.
ui-quick-seeking = Mencari lawan ({ $rules }, { $kind }): nombor { $position } dalam barisan, menunggu { $time }.
ui-quick-computer-in = Jika tiada sesiapa datang dalam { $seconds } saat, komputer ditawarkan.
ui-quick-connecting = Mencari lawan…
ui-quick-new-key = Anda kini ada kunci pemain, disimpan bersama fail tetingkap ini: ia menyimpan taraf anda. Kod pindahan: { $code }
ui-quick-key-not-kept = Kunci pemain anda tidak dapat disimpan ({ $reason }): catat kod pindahannya, atau taraf anda hilang apabila tetingkap ini ditutup. Kod pindahan: { $code }
ui-quick-no-files = tetingkap ini tidak menyimpan fail
ui-quick-accept = Lawan komputer
ui-quick-cancel = Berhenti mencari
ui-rematch-button = Perlawanan semula
ui-rematch-offered = { $name } menawarkan perlawanan semula.
ui-rematch-waiting = Perlawanan semula ditawarkan: menunggu { $names }.
ui-rematch-accept = Terima perlawanan semula
ui-rematch-decline = Tolak
ui-rematch-declined = { $name } menolak perlawanan semula.
ui-rematch-left = { $name } telah pergi: tiada perlawanan semula.
ui-net-invite = Jemput…
ui-net-invite-title = Jemput rakan
ui-net-invite-terminal = Dari terminal, rakan menaip:
ui-net-invite-link = Dari pelayar, rakan membuka:
ui-net-invite-window = Dari Spite & Malice, rakan memilih Main dalam talian…, Sertai permainan, dan menaip alamat dan kod jemputan.
ui-reaction-menu = Reaksi
ui-reaction-mute = Senyapkan reaksi { $name }
ui-reaction-unmute = Tunjukkan semula reaksi { $name }
