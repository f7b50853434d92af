# Spite & Malice: Nederlands.
#
# De spelwoorden komen uit de traditionele Nederlandse spelregels:
# hoofdstapel (de regels: "pay-off stapel", Engels), zijstapel (zijkant-/kantstapels), centrumstapel
# (centrum), voorraad, hand, beurt, trekken, spelen. Zie
# docs/translating.md. De speler wordt met "je/jij" aangesproken.

## Plaatsen

seat-name = { $kind ->
    [you] Jij
    [player] Speler { $number }
    [computer] { $number ->
        [0] Computer
       *[other] Computer { $number }
    }
    [seat] Plaats { $number }
   *[named] { $name }
}
seat-subject = { $kind ->
    [computer] { $number ->
        [0] De computer
       *[other] Computer { $number }
    }
   *[other] { seat-name }
}
# "van de computer": de beurt van de computer.
seat-possessor = { $kind ->
    [you] jouw
    [player] van Speler { $number }
    [computer] { $number ->
        [0] van de computer
       *[other] van Computer { $number }
    }
    [seat] van Plaats { $number }
   *[named] van { $name }
}
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] willekeurig
    [naive] naïef
    [racer] haastig
    [blocker] blokkerend
    [hoarder] hamsterend
    [easy] makkelijk
    [medium] gemiddeld
    [hard] moeilijk
   *[expert] expert
}
join-partners = { $first } & { $second }
join-and = { $first } en { $second }
join-or = { $first } of { $second }
list-separator = {", "}

## Rangen (in zinnen; kaarten tonen A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] aas
    [11] boer
    [12] vrouw
    [13] heer
   *[other] { $rank }
}
rank-the = de { rank-name }
rank-a = een { rank-name }

## Waar kaarten vandaan komen

move-from = { $source ->
    [hand] uit de hand
    [payoff] van de hoofdstapel
    [partner] van de hoofdstapel van de partner
   *[side] van zijstapel { $pile }
}

## Het spel verteld

played = { $who } speelt { $card } { $from } op centrumstapel { $centre }.
played-wild = { $who } speelt { $card } { $from } op centrumstapel { $centre } als { $counts-as }.
discarded = { $who } legt { $card } af op zijstapel { $pile } en beëindigt de beurt.
payoff-turned = { $kind ->
    [you] De volgende kaart van je hoofdstapel is { $card }.
   *[other] De volgende kaart van de hoofdstapel { $whose } is { $card }.
}
pile-completed-shuffled = Centrumstapel { $centre } is vol; de kaarten gaan terug in de voorraad.
pile-completed-set-aside = Centrumstapel { $centre } is vol en gaat opzij tot de voorraad op is.
stock-shuffled = De voorraad is geschud; er { $count ->
    [one] zit nu 1 kaart
   *[other] zitten nu { $count } kaarten
} in.
drew = { $who } trekt { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}.
drew-cards = { $who } trekt { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}: { $cards }.
turn-starts = { $kind ->
    [you] Jouw beurt.
   *[other] Beurt { $whose }.
}
game-won = { $side } { $side-kind ->
    [you] wint
    [one] wint
   *[other] winnen
} het spel en { $side-kind ->
    [you] scoort
    [one] scoort
   *[other] scoren
} { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
game-drawn = De voorraad was op toen er een kaart getrokken moest worden: het spel eindigt onbeslist, zonder punten.
game-starts = Spel { $number }: { $first } begint.
game-resumed = Spel { $number }: { $first } { $kind ->
    [you] bent
   *[other] is
} aan de beurt.
score = Partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}. { $sides }.
score-side = { $side }: { $points }
match-won = { $side } { $side-kind ->
    [you] wint
    [one] wint
   *[other] winnen
} de partij!
welcome = Spite & Malice: { $rules }, partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}, startgetal { $seed }.
welcome-against = Spite & Malice: { $rules }, partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}, startgetal { $seed }. { $first } tegen { $others }.
move-option = { $card } { $from } naar centrumstapel { $centre }
move-option-wild = { $card } { $from } naar centrumstapel { $centre } als { $counts-as }
move-option-discard = { $card } afleggen op zijstapel { $pile } (beëindigt de beurt)
hint = Tip: { $move } ({ $card }) - { $reason }.
hint-no-card = Tip: { $move } - { $reason }.
no-hint = Nu geen tip.
took-back = { $who } neemt { $move } ({ $card }) terug.
took-back-no-card = { $who } neemt { $move } terug.
bot-failed-tried = { $who } probeerde een ongeldige zet ({ $tried }) en speelt daarom { $played }.
bot-failed = { $who } kon geen zet kiezen en speelt daarom { $played }.

## Een zet in de woorden van het venster: kaarten en stapels, niet de
## notatie van de terminal ("5♠ uit de hand naar centrumstapel 1").
move-words = { $card } { $from } { $target ->
    [side] op zijstapel { $index }
   *[centre] naar centrumstapel { $index }
}
move-words-a-card = een kaart
hint-words = Tip: { $target ->
    [side] leg { $move } af
   *[centre] speel { $move }
} - { $reason }.
took-back-words = { $who } neemt { $move } terug.
refused-illegal-words = Kan { $move } niet spelen: { $reason }.
refused-undo-revealed-words = Kan { $move } niet terugnemen: die zet { $reason }, dus die blijft.

## Het plan van een tip

hint-reason = { $plan }: { $why }
hint-play = speel { $steps }
hint-play-and-discard = speel { $steps }, en leg { $card } af op zijstapel { $pile }
hint-discard = leg { $card } af op zijstapel { $pile }
hint-step = { $card } { $from } op centrumstapel { $centre }
hint-then = {", dan "}
hint-more = meer
hint-the-card = de kaart
hint-from = { $source ->
    [hand] uit je hand
    [payoff] van je hoofdstapel
    [partner] van de hoofdstapel van je partner
   *[side] van zijstapel { $pile }
}
hint-why-wins = daarmee win je het spel
hint-why-payoff-now = { $card } van je hoofdstapel gaat nu weg
hint-why-payoff-next = { $card } van je hoofdstapel gaat daarna weg
hint-why-partner-payoff-now = { $card } van de hoofdstapel van je partner gaat nu weg
hint-why-partner-payoff-next = { $card } van de hoofdstapel van je partner gaat daarna weg
hint-why-empties-hand = daarmee is je hand leeg en trek je { $count ->
    [one] 1 nieuwe kaart
   *[other] { $count } nieuwe kaarten
}
hint-why-plays-out-hand = daarmee speel je je hele hand uit
hint-why-blocks-opponent = zo komt { $card } van de hoofdstapel van je tegenstander niet op het centrum
hint-why-helps-opponent = nu op het centrum spelen zou { $card } van de hoofdstapel van je tegenstander helpen
hint-why-keeps-king = alleen een heer brengt de kaart van je hoofdstapel dichterbij, dus die bewaar je ervoor
hint-why-nothing-closer = niets op het centrum brengt de kaart van je hoofdstapel dichterbij
hint-why-keeps-order = zo komen er kaarten weg en blijven je zijstapels op orde

## Weigeringen: er is niets veranderd

refused-you-are-to-move = Die plaats is niet aan de beurt: jij bent het.
refused-not-your-turn = Het is niet jouw beurt: het is de beurt { $whose }.
refused-not-a-person = { $who } { $kind ->
    [you] bent
   *[other] is
} een computerspeler en speelt vanzelf.
refused-game-over = Dit spel is afgelopen.
refused-match-over = De partij is afgelopen.
refused-game-not-over = Dit spel is nog niet afgelopen; het volgende wordt gedeeld als het klaar is.
refused-illegal = Kan { $move } ({ $card }) niet spelen: { $reason }.
refused-illegal-no-card = Kan { $move } niet spelen: { $reason }.
# A card dropped on a pile it does not fit: the reason alone.
refused-rule = { $reason }.
refused-not-a-move-shape = '{ $text }' is geen zet: een zet is een bron en een doel, zoals 'h3 c1' of 'p c2'.
refused-no-such-card = Je hebt geen { $card } om te spelen: het is niet de bovenste kaart van je hoofdstapel, niet in je hand en niet bovenop een zijstapel.
refused-not-a-move = Dat is geen zet: { $reason }.
refused-undo-nothing = Niets terug te nemen: je hebt deze beurt nog niet gezet, en eerdere beurten staan vast.
refused-undo-revealed = Kan { $move } niet terugnemen: die zet { $reason }, dus die blijft.
revealed-payoff-card = draaide een nieuwe kaart van de hoofdstapel om
revealed-drew = liet nieuwe kaarten trekken
revealed-turn-ended = beëindigde de beurt
revealed-game-ended = beëindigde het spel
refused-stale = Dat antwoord kwam te laat: de tafel is al verder.
refused-rematch = Een revanche kan worden aangeboden als de wedstrijd voorbij is, en beantwoord zolang er een is aangeboden.
refused-review = Een spel kan worden teruggekeken als het voorbij is.
refused-rules = Met deze regels kan niet gespeeld worden: { $reason }.

## Waarom de regels een zet weigeren

rule-error-game-over = het spel is afgelopen
rule-error-not-your-turn = het is niet jouw beurt
rule-error-no-hand-card = je hand heeft geen kaart h{ $slot }; er { $count ->
    [one] zit 1 kaart
   *[other] zitten { $count } kaarten
} in
rule-error-no-centre-pile = er is geen centrumstapel c{ $pile }; de tafel heeft er { $count }
rule-error-no-side-pile = er is geen zijstapel s{ $pile }; iedere speler heeft er { $count }
rule-error-empty-side = zijstapel s{ $pile } is leeg
rule-error-empty-payoff = je hoofdstapel is leeg
rule-error-empty-partner-payoff = de hoofdstapel van je partner is leeg
rule-error-no-partner = alleen het partnerspel heeft een hoofdstapel van de partner
rule-error-payoff-to-side = kaarten van de hoofdstapel mogen alleen op een centrumstapel
rule-error-side-to-side = kaarten van een zijstapel mogen alleen op een centrumstapel, nooit op een andere zijstapel
rule-error-does-not-fit = { $card-rank-the } past niet op centrumstapel { $centre }, die { $needs-a } nodig heeft
rule-error-unknown = die kaart is nog niet bekend

## Waarom met een set regels niet gespeeld kan worden

rules-error-players = het spel is voor 2 tot { $max } spelers, niet { $count }
rules-error-no-such-seat = plaats { $seat } bestaat niet
rules-error-partnership = het partnerspel is voor precies { $max } spelers, niet { $count }
rules-error-empty-payoff = een hoofdstapel heeft minstens één kaart nodig
rules-error-hand-size = een hand moet 1 tot { $max } kaarten hebben, niet { $count }
rules-error-centre-piles = er moeten 1 tot { $max } centrumstapels zijn, niet { $count }
rules-error-complete-at = centrumstapels moeten vol zijn bij de vrouw of de heer, niet bij { $rank-the }: onder de vrouw konden hogere kaarten nooit gespeeld worden
rules-error-kings-stuck = zonder wilde heren moeten centrumstapels tot de heer lopen, anders kunnen heren nooit gespeeld worden
rules-error-match-target = de partij moet tot minstens 1 punt gaan
rules-error-too-few-cards = { $decks } spellen hebben { $cards } kaarten, te weinig om { $players } hoofdstapels van { $payoff } en handen van { $hand } te delen en een voorraad over te houden

## Waarom getypte tekst geen zet is (de notatie wordt niet vertaald)

parse-error-shape = een zet is een kaart en waar die heen gaat, zoals 'h3 c1' of 'p c2'
parse-error-unknown = '{ $text }' is geen kaart en geen stapel: een zet begint met { $hand ->
    [0] {""}
    [1] h1 (hand),{" "}
   *[other] h1..h{ $hand } (hand),{" "}
}p (hoofdstapel), { $partner ->
    [yes] pp (hoofdstapel van je partner),{" "}
   *[no] {""}
}s1..s{ $sides } (zijstapels) of een kaart die je ziet, zoals 7h
parse-error-no-target = bij '{ $text }' hoort een doel: een zet is een kaart en waar die heen gaat, zoals 'h3 c1' of 'p c2'
parse-error-words = '{ $text }' heeft { $count } woorden: een zet is een kaart en waar die heen gaat, zoals 'h3 c1' of 'p c2'
parse-error-reversed = '{ $text }' is een centrumstapel, waar een kaart heen gaat: noem eerst de kaart en dan waar die heen gaat
parse-error-reversed-swap = '{ $text }' is een centrumstapel, waar een kaart heen gaat: noem eerst de kaart en dan waar die heen gaat: '{ $swapped }'
parse-error-source-as-target = '{ $text }' is waar een kaart vandaan komt, niet waar die heen gaat: gebruik { $centres ->
    [1] c1 (de centrumstapel)
   *[other] c1..c{ $centres } (centrumstapels)
} of s1..s{ $sides } (zijstapels)
parse-error-target = '{ $text }' is geen doel: gebruik { $centres ->
    [1] c1 (de centrumstapel)
   *[other] c1..c{ $centres } (centrumstapels)
} of s1..s{ $sides } (zijstapels)
parse-error-not-held = { $card } is niet de bovenste kaart van je hoofdstapel, niet in je hand en niet bovenop een van je zijstapels

## Hoe een set regels heet

rules-preset = regels { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count ->
    [one] 1 speler
   *[other] { $count } spelers
}
change-partnership = met partners
change-no-partnership = zonder partners
change-payoff = hoofdstapel van { $count }
change-hand = hand { $count }
change-centre-piles = { $count ->
    [one] 1 centrumstapel
   *[other] { $count } centrumstapels
}
change-kings-wild = heren wild
change-kings-not-wild = heren niet wild
change-complete-at = stapels tot { $rank-the }
change-completed-shuffled = volle stapels in de voorraad geschud
change-completed-set-aside = volle stapels opzij
change-refill = een lege hand wordt aangevuld
change-no-refill = een lege hand beëindigt de beurt
change-match-target = partij tot { $count }

## De regels uitgelegd

rule-heading = De regels: { $rules }.
rule-aim = Speel als eerste alle kaarten van je hoofdstapel op de centrumstapels.
rule-aim-partnership = Speel als eerste koppel alle kaarten van de hoofdstapels van beide partners op de centrumstapels.
rule-deal = { $players ->
    [one] 1 speler
   *[other] { $players } spelers
}, { $decks ->
    [one] 1 spel kaarten
   *[other] { $decks } spellen kaarten samen geschud
}. Iedere speler heeft een hoofdstapel van { $payoff ->
    [one] 1 kaart
   *[other] { $payoff } kaarten
}, alleen de bovenste open, een hand van { $hand } en vier zijstapels, leeg bij het begin. { $centre ->
    [one] Eén centrumstapel wordt
   *[other] { $centre } centrumstapels worden
} gedeeld, leeg bij het begin; de overige kaarten zijn de voorraad.
rule-partners = Partners zitten tegenover elkaar (plaats 1 en 3 tegen plaats 2 en 4) en mogen de bovenste kaart van elkaars hoofdstapel spelen.
rule-turn-start = Je beurt begint met kaarten trekken uit de voorraad tot je { $hand ->
    [one] 1 kaart
   *[other] { $hand } kaarten
} in je hand hebt.
rule-sources = Speel dan zoveel kaarten als je wilt op de centrumstapels: de bovenste van je hoofdstapel, de bovenste van een van je zijstapels, of een kaart uit je hand.
rule-build = Een centrumstapel wordt opgebouwd vanaf de aas, één rang per keer, ongeacht de kleur: A, 2, 3 … tot { $rank-the }.
rule-kings-wild = Heren zijn wild: een heer mag op elke centrumstapel, ook een lege, en telt als de rang die de stapel nodig heeft.
rule-kings-not-wild = Heren zijn niet wild: een heer is gewoon een heer en komt op een vrouw.
rule-completed-shuffled = Een centrumstapel die { $rank-the } bereikt is vol: de { $rank } kaarten worden in de voorraad geschud en de stapel begint weer bij de aas.
rule-completed-set-aside = Een centrumstapel die { $rank-the } bereikt is vol en gaat opzij; pas als er een kaart getrokken moet worden uit een lege voorraad, worden de opzijgelegde stapels tot een nieuwe voorraad geschud.
rule-discard = Je beurt eindigt als je een kaart uit je hand aflegt op een van je vier zijstapels. Kaarten van de hoofdstapel en van zijstapels gaan nooit naar een zijstapel.
rule-empty-hand-refill = Als je hand tijdens je beurt leeg raakt, trek je er { $hand } bij en speel je door.
rule-empty-hand-ends = Als je hand tijdens je beurt leeg raakt, eindigt je beurt.
rule-win = Wie de laatste kaart van zijn hoofdstapel speelt, wint meteen het spel en scoort de kaarten die nog in de andere hoofdstapels liggen.
rule-win-partnership = Een koppel wint als beide hoofdstapels leeg zijn, en scoort de kaarten die nog in de hoofdstapels van het andere koppel liggen.
rule-drawn = Moet er een kaart getrokken worden terwijl de voorraad leeg is, dan eindigt het spel onbeslist en scoort niemand.
rule-drawn-set-aside = Moet er een kaart getrokken worden terwijl de voorraad leeg is en er geen stapels opzij liggen, dan eindigt het spel onbeslist en scoort niemand.
rule-match = Een partij is gewonnen bij { $target ->
    [one] 1 punt
   *[other] { $target } punten
}. De speler na de winnaar (met twee spelers: de verliezer) begint het volgende spel; na een onbeslist spel de speler na wie dat spel begon.

## Eigen woorden van de vensters en de terminal (ui-*)

## Menubalk van het venster
ui-menu-new-game = Nieuw spel
ui-menu-new-game-key = Nieuw spel (N)
ui-menu-undo = Terugnemen (U)
ui-menu-hint = Tip (H)
ui-menu-settings = Instellingen
ui-menu-rules = Regels
ui-menu-statistics = Statistieken
ui-menu-log = Logboek
ui-menu-help = Help (F1)
ui-menu-language = Taal

## Statusregel en stand
ui-score-line = Spel { $game } · partij tot { $target } · { $scores }
ui-status-computer-playing = { $name } speelt… (spatie: meteen)
ui-status-pass-screen = Geef het scherm aan { $name }.
ui-status-your-turn = Jouw beurt
ui-status-whose-turn = Beurt van { $name }
ui-status-this-card = deze kaart
ui-status-the-card = de { $card }
ui-status-cannot-play-now = { $who }: { $card } kan nu niet gespeeld worden (de centrumstapels hebben { $needs } nodig). Esc legt de kaart terug.
ui-status-pick-target = { $who }: klik nu op een oplichtende stapel of druk op zijn toets (Esc legt de kaart terug).
ui-status-pick-card = { $who }: klik of sleep een kaart uit je hand, van je hoofdstapel of van een zijstapel; afleggen op een zijstapel beëindigt de beurt.
ui-list-and = { $first } en { $last }

## Logboek
ui-log-title = Zetten
ui-log-empty = Nog geen zetten in dit spel.
ui-log-turn = Beurt { $turn } · { $name }

## Help: toetsenbord en muis
ui-help-title = Help: toetsenbord en muis
ui-help-key-hand = een handkaart oppakken
ui-help-key-payoff = de kaart van je hoofdstapel oppakken
ui-help-key-partner = de kaart van de hoofdstapel van je partner oppakken (partnerspel)
ui-help-key-side = de bovenste kaart van een zijstapel oppakken, of met een handkaart vast: daar afleggen (beëindigt de beurt)
ui-help-key-centre = de vastgehouden kaart op centrumstapel 1, 2, 3 (…) spelen
ui-help-key-escape = de vastgehouden kaart terugleggen
ui-help-key-hint = tip: de computer stelt een zet voor en zegt waarom
ui-help-key-undo-name = U of Ctrl+Z
ui-help-key-undo = terugnemen (alleen zetten van deze beurt die niets onthulden)
ui-help-key-new = nieuw spel (volgend spel van de partij, of een nieuwe partij)
ui-help-key-confirm = bevestigen dat je de partij opgeeft
ui-help-key-continue = verder: volgend spel, mijn hand tonen, bevestigen
ui-help-key-hurry = de beurt van de anderen meteen (of een klik op de tafel)
ui-help-key-help-name = F1 of ?
ui-help-key-help = deze help
ui-help-key-log = logboek van de zetten
ui-help-key-settings = instellingen
ui-help-key-rules = overzicht van de regels
ui-help-key-statistics = statistieken
ui-help-key-sound = geluid aan of uit
ui-help-mouse-name = Muis
ui-help-mouse = klik op een kaart en dan op een stapel, of sleep de kaart naar de stapel
ui-help-targets = Zolang je een kaart vasthoudt, lichten de toegestane stapels groen op; het doel van de tip blauw. Een ongeldige zet wordt geweigerd met de reden op de statusregel, en er verandert niets.

## Instellingen
ui-settings-title = Instellingen
ui-settings-now = Nu
ui-settings-level = Niveau van de computer:
ui-settings-animation = Snelheid van de animatie:
ui-settings-theme = Thema:
ui-settings-theme-light = licht
ui-settings-theme-dark = donker
ui-settings-felt = Tafel:
ui-felt-green = groen
ui-felt-blue = blauw
ui-felt-wine = wijnrood
ui-settings-back = Achterkant:
ui-back-lattice = blauw rooster
ui-back-diamonds = rode ruiten
ui-back-rings = groene ringen
ui-settings-sound = Geluidseffecten
ui-sound-on = Geluid aan.
ui-sound-off = Geluid uit.
ui-sound-no-device = Geluid staat aan, maar deze computer heeft geen geluidsuitvoer: er is niets te horen.
ui-settings-language = Taal:
ui-settings-next-match = Volgende partij
ui-settings-preset = Regelset:
ui-settings-players = Spelers:
ui-settings-partnerships = Partners (4 spelers, partners tegenover elkaar)
ui-settings-seat = Plaats { $seat }:
ui-settings-seat-person = mens
ui-settings-seat-computer = computer
ui-settings-payoff = Hoofdstapel:
ui-settings-centre-piles = Centrumstapels:
ui-settings-kings-wild = Heren zijn wild
ui-settings-refill = { $hand } nieuwe kaarten trekken als de hand leeg is
ui-settings-match-to = Partij tot:
ui-settings-points-suffix = { $count ->
    [one] {" "}punt
   *[other] {" "}punten
}
ui-settings-need-a-person = Minstens één plaats moet door een mens gespeeld worden.
ui-settings-start = Nieuwe partij met deze regels beginnen

## Vensters met regels en statistieken
ui-rules-title = Regels
ui-stats-title = Statistieken
ui-stats-none = Nog geen afgelopen spellen.
ui-stats-against-computer = Jij tegen de computer
ui-stats-people = Mensen aan één scherm
ui-stats-table = Tafel
ui-stats-rules-column = Spelregels
ui-stats-games = Spellen
ui-stats-games-won = Spellen gewonnen
ui-stats-lost = verloren
ui-stats-drawn = onbeslist
ui-stats-matches-won = Partijen gewonnen
ui-stats-best-streak = Langste reeks
ui-stats-games-won-by = Spellen gewonnen door
ui-stats-matches-won-by = Partijen gewonnen door
ui-stats-won-share = { $count } · { $percent }%
ui-stats-streaks = { $best } (nu { $now })
ui-stats-recent = Laatste spellen: { $won } gewonnen, { $lost } verloren, { $drawn } onbeslist
ui-stats-best-game-title = Beste spel:
ui-stats-best-game = gewonnen in { $turns } { $turns ->
    [one] beurt
   *[other] beurten
} op { $date }
ui-stats-by-rules = Per spelregels

## Dialogen
ui-saved-state-title = Opgeslagen toestand
ui-saved-state-unreadable = Het onleesbare bestand staat in { $file }.
ui-ok = OK
ui-confirm-new-title = Nieuwe partij?
ui-confirm-new-text = Het spel is nog niet afgelopen. Deze partij opgeven en een nieuwe delen?
ui-confirm-rematch-text = De partij is niet voorbij. Opgeven en opnieuw beginnen met dezelfde instellingen?
ui-confirm-new-yes = Ja, nieuwe partij ({ $key })
ui-confirm-new-no = Nee, verder spelen (Esc)
# The key that answers yes to a question: the first letter of the yes word.
ui-key-yes = J
ui-handover-title = Geef het scherm door
ui-handover-pass-to = Geef door aan { $name }
ui-handover-hidden = De hand blijft verborgen tot de speler aan het scherm zit.
ui-handover-show = Ik ben { $name }: toon mijn hand (Enter)
ui-result-match-over = Partij afgelopen
ui-result-game-over = Spel afgelopen
ui-result-drawn = De voorraad was op toen er een kaart getrokken moest worden: het spel is onbeslist.
ui-result-points = { $count ->
    [one] 1 punt
   *[other] { $count } punten
}
ui-result-match-to = Partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}.
ui-result-play-again = Opnieuw spelen: nieuwe partij (Enter)
ui-result-next-game = Volgend spel (Enter)
ui-result-rematch = Revanche: de partij opnieuw

## De tafel: opschriften en wat een schermlezer zegt
ui-table-payoff-of = Hoofdstapel van { $name }
ui-table-side-of = Zijstapel { $pile } van { $name }
ui-table-hand-of = Hand van { $name }: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}, dicht
ui-table-your-payoff = Jouw hoofdstapel
ui-table-your-side = Jouw zijstapel { $pile }
ui-table-stock = Voorraad: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
ui-table-hand-card = Handkaart { $slot }: { $card }
ui-table-hidden = verborgen
# $what: payoff, side, centre, stock, hand-card (for agreement).
ui-table-empty = { $what ->
   *[other] leeg
}
ui-table-pile-top = { $pile }: { $card } bovenop, { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
ui-table-pile-empty = { $pile }: { $what ->
   *[other] leeg
}
ui-table-side-one = { $pile }: 1 kaart, { $card }
ui-table-side-many = { $pile }: { $count } kaarten, bovenop { $card }; van onder naar boven: { $cards }
ui-table-pile-count = { $pile } · { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
ui-table-bottom-to-top = van onder naar boven:
ui-table-top = (boven)
ui-table-centre-king = Centrumstapel { $centre }: heer als { $rank }, heeft { $needs } nodig
ui-table-centre-top = Centrumstapel { $centre }: { $card } bovenop, heeft { $needs } nodig
ui-table-centre-empty = Centrumstapel { $centre }: leeg, heeft { $needs } nodig
ui-table-in-hand = { $count } in de hand
ui-table-partner = partner
ui-table-slot-side = zij
ui-table-slot-hand = hand
ui-table-caption-payoff = hoofdstapel { $count }
ui-table-caption-payoff-word = hoofdstapel
ui-table-caption-stock = voorraad { $count }
ui-table-caption-aside = opzij { $count }
ui-table-caption-needs = nodig { $rank }
ui-table-caption-king = K = { $rank }
ui-table-caption-centre-key = centrum { $centre } · toets { $key }
ui-table-caption-key = centrum { $centre } · { $key }
ui-table-face-down = een dichte kaart
ui-card-name = { $suit ->
    [spades] schoppen
    [hearts] harten
    [diamonds] ruiten
   *[clubs] klaveren
} { $rank ->
    [1] aas
    [11] boer
    [12] vrouw
    [13] heer
   *[other] { $rank }
}

## De terminal: commando's (de commandowoorden zelf blijven Engels)
ui-cmd-moves = je toegestane zetten tonen (ook: legal)
ui-cmd-hint = het voorstel van de computer, met een reden
ui-cmd-play = speel de zet die de hint voorstelt
ui-cmd-undo = je laatste zet van deze beurt terugnemen, als die niets onthulde
ui-cmd-show = de tafel opnieuw tekenen, met alle zijstapels voluit
ui-cmd-score = de stand van de partij
ui-cmd-rules = de regels van deze partij
ui-cmd-log = alles wat er dit spel gebeurde
ui-cmd-save = save BESTAND: de partij in BESTAND opslaan
ui-cmd-load = load BESTAND: een opgeslagen partij voortzetten
ui-cmd-resume = de partij voortzetten die je onafgemaakt liet
ui-cmd-new = new [STARTGETAL]: een nieuwe partij beginnen
ui-cmd-next = het volgende spel delen als dit afgelopen is
ui-cmd-review = terugkijken op het spel dat net af is: de beurten die het weggaven
ui-cmd-rematch = online, als de partij voorbij is: de anderen een revanche aanbieden, of accepteren
ui-cmd-react = online: een reactie sturen (react gg, react gs, react mooi, react oeps, react denken)
ui-cmd-mute = online: de reacties van een speler verbergen (mute NAAM)
ui-cmd-unmute = online: de reacties van een verborgen speler weer tonen
ui-cmd-help = help [COMMANDO]: deze lijst, of meer over één commando
ui-cmd-quit = stoppen (ook: exit; Ctrl-D vraagt eerst); de partij blijft bewaard voor 'resume'
ui-cmd-takes-no-arguments = '{ $command }' neemt geen argumenten
ui-repl-review-worlds = review [N]: N, het aantal uitgespeelde partijen per schatting, is een heel getal van 1 tot { $most }; '{ $value }' is dat niet
ui-repl-not-a-seed = '{ $value }' is geen startgetal: gebruik een heel getal van 0 tot { $most }
ui-help-topic-move =
    Een zet is een bron en een doel:
      h3 c1   handkaart 3 naar centrumstapel 1
      7h c1   hetzelfde, met de kaart genoemd (de bovenste van je hoofdstapel, een handkaart of de bovenste van een zijstapel)
      p c2    de bovenste kaart van je hoofdstapel naar centrumstapel 2
      pp c2   de bovenste van de hoofdstapel van je partner (partnerspel)
      s4 c3   de bovenste kaart van je zijstapel 4 naar centrumstapel 3
      h2 s1   handkaart 2 afleggen op zijstapel 1: dat beëindigt je beurt
    Centrumstapels worden opgebouwd vanaf de aas, kleuren tellen niet; de tafel toont welke rang elke stapel nodig heeft.
    'moves' (of 'legal') toont alle zetten die je nu kunt doen; Tab vult ze aan.
    Als je aan de beurt bent, staat een + achter een handkaart die nu op een centrumstapel kan.
ui-help-topic-hint = hint: de zet die de computer je zou voorstellen, met een reden van één regel.
ui-help-topic-play = play: speelt de zet die 'hint' voorstelt (en vraagt eerst de hint als die niet voor deze tafel gegeven is), alsof je hem zelf typte.
ui-help-topic-undo = undo: neemt je laatste zet van deze beurt terug. Zetten die een verborgen kaart onthulden (een nieuwe kaart van de hoofdstapel omgedraaid, kaarten getrokken) en het afleggen dat je beurt beëindigde, kunnen niet teruggenomen worden.
ui-help-topic-show = show: tekent de tafel opnieuw en toont alle zijstapels voluit, van onder naar boven. Op de tafel tonen zijstapels hun bovenste kaarten (de bovenste als laatste).
ui-help-topic-score = score: punten per speler en het doel van de partij. De winnaar van een spel scoort de kaarten die nog in de andere hoofdstapels liggen.
ui-help-topic-rules = rules: de regels van deze partij (kies ze met --rules g4a|classic|BESTAND.json).
ui-help-topic-log = log: alles wat er dit spel gebeurde, de zetten van de computer inbegrepen.
ui-help-topic-save = save BESTAND: schrijft de partij naar BESTAND (JSON). Het bestand wordt helemaal of helemaal niet geschreven.
ui-help-topic-load = load BESTAND: zet de partij uit BESTAND voort. De huidige partij wordt vervangen; een bestand dat niet gelezen kan worden, laat haar ongemoeid.
ui-help-topic-resume = resume: zet de partij die je onafgemaakt liet voort, precies waar ze was. Elke zet wordt bewaard in de autosave (autosave.json in je gegevensmap), dus stoppen, Ctrl-D, een gesloten terminal of een crash kost niets; 'spite --resume' doet hetzelfde bij het opstarten. Een nieuwe partij vervangt de bewaarde zodra je er een zet in doet, en de autosave verdwijnt als een partij afgelopen is.
ui-help-topic-new = new [STARTGETAL]: begint een nieuwe partij, gedeeld uit STARTGETAL als die gegeven is (anders een willekeurige).
ui-help-topic-next = next (of een lege regel): deelt het volgende spel als het huidige afgelopen is.
ui-help-topic-review = review [N]: als een spel voorbij is, kijkt het erop terug vanaf jouw plaats, zoals 'spite review FILE': elke beurt die kans op winst weggaf, met een betere beurt en waarom. Het duurt een paar seconden; de gemarkeerde beurten verschijnen zodra ze gevonden zijn, en Ctrl-C stopt het. N is het aantal uitgespeelde partijen per schatting (standaard 48, tot 1000): meer is fijner en trager.
ui-help-topic-rematch = rematch: online, als de partij voorbij is, biedt de anderen dezelfde partij opnieuw aan (dezelfde plaatsen, namen en regels); als iedereen accepteert, wordt er in een nieuwe kamer gedeeld en zit je daar. Getypt terwijl jou een revanche is aangeboden, accepteert het; 'ja' of 'nee' antwoordt ook.
ui-help-topic-react = react REACTIE: online, stuurt de anderen een van vijf reacties: gg (Goed spel), gs (Goed gespeeld), mooi (Mooie zet), oeps (Oeps), denken (Even nadenken…). Tab vult ze aan.
ui-help-topic-mute = mute NAAM, unmute NAAM: online, verbergt de reacties van een andere speler voor jou, of toont ze weer (de naam zoals de tafel hem toont, of het nummer van de plaats).
ui-help-topic-help = help [COMMANDO]: de commando's, of meer over één ervan. 'help move' legt de zetten uit.
ui-help-topic-quit = quit: stopt het spel. Een onafgemaakte partij blijft in de autosave: 'resume' (of 'spite --resume') zet haar de volgende keer voort. 'save BESTAND' bewaart een eigen kopie.
ui-help-footer = Tab vult commando's en toegestane zetten aan. 'help COMMANDO' vertelt meer.
ui-help-no-topic = Geen help over '{ $topic }'. Onderwerpen: move, { $topics }.

## De terminal: de sessie
ui-repl-match-over-type-new = De partij is afgelopen: typ 'new' voor een nieuwe, of 'quit'.
ui-repl-game-over-type-next = Dit spel is afgelopen: typ 'next' (of druk op Enter) voor het volgende.
ui-repl-no-card-fits = Geen van je kaarten past nu op een centrumstapel.
ui-repl-to-the-centre = Naar het centrum:
ui-repl-to-end-your-turn = Om je beurt te beëindigen, leg je een handkaart af op een zijstapel: { $first }..{ $last } op s1..s4 (bijv. { $example }).
ui-repl-score-heading = Partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}:
ui-repl-score-game = Spel { $game }: { $result }
ui-repl-game-being-played = Spel { $game } wordt gespeeld.
ui-repl-rules-heading = Regels ({ $name }): { $rules }.
ui-repl-log-cannot-rebuild = Het logboek kan niet opnieuw opgebouwd worden: { $reason }
ui-repl-log-no-moves = (nog geen zetten)
ui-repl-log-not-replayed = (zet { $move } kon niet opnieuw gespeeld worden: { $reason })
ui-repl-saved = Opgeslagen in { $file }. Later verder met: spite play --load { $file }   (of 'load { $file }')
ui-repl-not-saved = Niet opgeslagen: { $reason }.
ui-repl-loaded = { $file } geladen: spel { $game }, beurt { $turn }.
ui-repl-not-loaded = Niet geladen: { $reason }. Het huidige spel gaat door.
ui-repl-script-refused = { $count ->
    [one] { $count } regel van het script is geweigerd (de eerste: '{ $first }'); de andere zijn uitgevoerd
   *[other] { $count } regels van het script zijn geweigerd (de eerste: '{ $first }'); de andere zijn uitgevoerd
}
ui-repl-confirm-new-resumable = Een nieuwe partij beginnen? 'resume' haalt deze terug tot je in de nieuwe een zet doet. (j/n)
ui-repl-confirm-new = Een nieuwe partij beginnen? Deze gaat verloren als ze niet opgeslagen is. (j/n)
ui-repl-match-goes-on = De huidige partij gaat door.
ui-repl-cannot-start = Kan geen partij beginnen: { $reason }.
ui-repl-game-number = Spel { $game }.
ui-repl-not-a-command = '{ $text }' is geen commando en geen zet. Typ 'help' voor de commando's, of een zet zoals 'h3 c1'.
ui-repl-no-autosave = Er is geen autosave: er is geen gegevensmap gevonden.
ui-repl-match-score = Stand van de partij: { $scores } (doel { $target }).
ui-repl-type-new = Typ 'new' voor een nieuwe partij, of 'quit'.
ui-repl-type-next = Typ 'next' (of druk op Enter) om spel { $game } te delen.
ui-repl-pass-terminal = Geef de terminal aan { $name }.
ui-repl-press-enter = { $name }, druk op Enter als je klaar bent (q stopt)
ui-repl-confirm-quit = Het spel stoppen? (j/n)
ui-repl-meanwhile = Intussen:
ui-repl-share-terminal = { $names } delen deze terminal.
ui-repl-welcome-aim = Maak als eerste je hoofdstapel leeg. 'help' toont de commando's, 'help move' legt de zetten uit.
ui-repl-ctrl-c-cancels = (Ctrl-C wist de regel. Typ 'quit' om te stoppen.)
ui-repl-line-too-long = Die regel is te lang ({ $count } bytes); er is niets gedaan.
ui-repl-ctrl-c-does-not-stop = (Ctrl-C stopt het spel niet: het wist alleen de regel die je typt. Typ 'quit' om te stoppen.)
ui-repl-yes-answers = y, yes, j, ja
ui-repl-yes-or-no = Antwoord j (ja) of n (nee).
ui-repl-turn-help = Speel op het centrum (zetten zien eruit als h3 c1) en leg dan af op een zijstapel om de beurt te beëindigen (zoals h2 s1). Ook: moves, hint, help.
ui-repl-your-turn-named = { $name }, jouw beurt.
ui-repl-game-over = Spel afgelopen: { $result }
ui-repl-turn-banner = -- { $turn } --

## De terminal: de tafel
ui-repl-status-line = Spel { $game } { $dot } beurt { $turn } { $dot } partij tot { $target } { $dot } { $scores }
# One side's points in the status line: the colon keeps "Computer 1" apart from its points.
ui-repl-status-score = { $side }: { $points }
ui-repl-sides = zij
ui-repl-payoff-left = hoofdstapel { $card } (nog { $count })
ui-repl-payoff-empty = hoofdstapel { $card } (leeg)
ui-repl-hand-cards = hand { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
ui-repl-centre = Centrum
ui-repl-centre-pile = c{ $centre } { $top } nodig { $needs }
ui-repl-stock-cards = voorraad { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
ui-repl-set-aside = , { $count } opzij
ui-repl-kings-wild = heren zijn wild
ui-repl-partner-note = partner { $name }: speel de bovenste kaart van zijn hoofdstapel met pp
ui-repl-hand = hand
ui-repl-side-piles-heading = Zijstapels, van onder naar boven (de laatste kaart is de speelbare):
ui-repl-side-piles-empty = (alle zijstapels zijn leeg)
ui-repl-set-aside-cards = Opzij: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
} (volle centrumstapels)

## De terminal: hervatten en bestanden
ui-repl-not-autosaved = De partij kon niet automatisch bewaard worden: { $reason }. Gebruik 'save BESTAND' om haar te bewaren.
ui-repl-new-match-dealt = { $reason } Er wordt een nieuwe partij gedeeld.
ui-repl-current-game-goes-on = { $reason } Het huidige spel gaat door.
ui-repl-nothing-to-resume = Er is geen onafgemaakte partij om te hervatten.
ui-repl-already-resumed = Dit is de partij uit de autosave: er is geen andere om te hervatten.
ui-repl-cannot-resume = De onafgemaakte partij kan niet hervat worden: { $reason }.
ui-repl-resumed = De onafgemaakte partij is hervat: spel { $game }, beurt { $turn }.
ui-repl-kept-in = Deze partij is bewaard in { $file }: 'spite --resume' zet haar voort.
ui-file-not-a-file-name = dat is geen bestandsnaam
ui-file-could-not-save = kon niet opslaan in { $file }: { $reason }
ui-file-cannot-read = kan { $file } niet lezen: { $reason }
ui-file-is-directory = { $file } is een map, geen opgeslagen spel
ui-file-not-regular = { $file } is geen gewoon bestand
ui-file-too-big = { $file } is te groot voor een opgeslagen spel ({ $count } bytes)
ui-file-not-text = { $file } is geen opgeslagen spel (het is geen tekst)
ui-file-not-found = bestand of map bestaat niet
ui-file-permission-denied = geen toestemming
ui-file-cannot-make = kan { $file } niet maken: { $reason }
ui-file-cannot-write = kan { $file } niet schrijven: { $reason }
ui-file-cannot-remove = kan { $file } niet verwijderen: { $reason }
ui-file-damaged = { $file } is beschadigd ({ $reason })
ui-file-not-autosave = { $file } is geen autosave-bestand
ui-file-autosave-damaged = een beschadigde autosave ({ $reason })
ui-file-bad-move = de zet { $move } op regel { $line } is onleesbaar (zetten schrijf je als "h3 c1")
ui-file-bad-value = { $field } op regel { $line } kan geen { $value } zijn
ui-file-autosave-version = een autosave van versie { $version }, die deze spite niet leest (hij leest versie { $current })
ui-file-autosave-no-people = een beschadigde autosave (er zitten geen mensen aan tafel)

## Het venster: meldingen en opgeslagen bestanden
ui-notice-hand-hidden = Je hand is verborgen: toon haar eerst.
ui-notice-no-hand-card = Je hand heeft geen kaart { $slot }.
ui-notice-source-empty = { $source ->
    [payoff] Je hoofdstapel is leeg.
    [partner] De hoofdstapel van je partner is leeg.
   *[side] Je zijstapel { $pile } is leeg.
}
ui-notice-pick-card-first = Kies eerst een kaart: uit je hand, van je hoofdstapel of van een zijstapel.
ui-notice-drop-on-pile = Leg de kaart op een centrumstapel of op een van je zijstapels.
ui-notice-thinking = Even nadenken over een tip…
ui-settings-unreadable = Je instellingen konden niet gelezen worden ({ $reason }); de standaardinstellingen worden gebruikt.
ui-stats-unreadable = Je statistieken konden niet gelezen worden ({ $reason }); ze beginnen weer bij nul.
ui-stats-row-partnership = Partnerspel · { $level }
ui-stats-row-you-vs-computer = Jij tegen de computer · { $level }
ui-stats-row-you-vs-computers = Jij tegen { $count } computers · { $level }
ui-stats-row-people = { $people } mensen en { $count ->
    [one] 1 computer
   *[other] { $count } computers
} · { $level }

## Het venster (spite-gui): zijn eigen woorden
ui-menu-undo-short = Terugnemen
ui-menu-hint-short = Tip
ui-menu-help-short = Help
ui-no-hand-card = Je hand heeft geen kaart { $slot }.
ui-empty-payoff = Je hoofdstapel is leeg.
ui-empty-partner-payoff = De hoofdstapel van je partner is leeg.
ui-empty-side = Je zijstapel { $pile } is leeg.
ui-pick-card-first = Pak eerst een kaart: uit je hand, je hoofdstapel of een zijstapel.
ui-drop-on-a-pile = Leg de kaart op een centrumstapel of op een van je zijstapels.
ui-hint-thinking = Even nadenken over een tip…
ui-wait-computer = Wacht: de computer is aan zet.
ui-wait-seat = Wacht: { $name } is aan zet.
ui-wait-game-over = Het spel is afgelopen.
ui-wait-hidden = Je hand is verborgen: laat hem eerst zien.
ui-wait-turn = Het is de beurt van { $name }.
ui-help-key-quit = stoppen (de partij wordt na elke zet bewaard)
ui-rules-custom = eigen regels
ui-confirm-new-draft-text = De partij is nog niet afgelopen. Opgeven en een nieuwe partij beginnen met de nieuwe regels?
ui-confirm-new-draft-kept = De partij gaat door. Je regels voor de volgende partij blijven bewaard in Instellingen: “Nieuwe partij met deze regels beginnen” begint die wanneer je wilt.
ui-stats-kind-partnership = Koppels · { $level }
ui-stats-kind-vs-computer = Jij tegen de computer · { $level }
ui-stats-kind-vs-computers = Jij tegen { $count } computers · { $level }
ui-stats-kind-people = { $people } mensen
ui-stats-kind-people-partnership = { $people } mensen, in koppels
ui-stats-kind-mixed = { $people } mensen en { $count ->
    [one] 1 computer
   *[other] { $count } computers
} · { $level }
ui-stats-kind-mixed-partnership = { $people } mensen en { $count ->
    [one] 1 computer
   *[other] { $count } computers
}, in koppels · { $level }
ui-no-data-folder = Er is geen gegevensmap gevonden: deze partij en de statistieken worden niet bewaard.
ui-save-what-match = de partij ({ $reason })
ui-save-what-stats = de statistieken ({ $reason })
ui-save-what-settings = de instellingen ({ $reason })
ui-could-not-save = Kon { $what } niet bewaren in { $file }. Het spel gaat door; na elke zet wordt opnieuw geprobeerd te bewaren.
ui-speed-instant = meteen
ui-speed-fast = snel
ui-speed-normal = normaal
ui-speed-slow = langzaam
ui-speed-button-hover = Snelheid van de animatie: een klik kiest de volgende (meteen toont de zetten van de anderen direct)
ui-damaged-match = Je bewaarde partij kon niet worden gelezen, dus is er een nieuwe partij begonnen.
ui-damaged-stats = Je statistieken konden niet worden gelezen, dus beginnen ze weer bij nul.
ui-damaged-settings = Je instellingen konden niet worden gelezen, dus gelden de standaardinstellingen.
ui-damaged-seats = de plaatsen passen niet bij de spelers ({ $found } plaatsen, { $players } spelers)
ui-damaged-kept = Het beschadigde bestand is bewaard, niet verwijderd: { $file }.
ui-damaged-eframe-kept = {" "}Het is bewaard als { $file }.
ui-damaged-eframe = Het indelingsbestand van het venster (app.ron) was beschadigd ({ $reason }); de grootte en indeling van het venster beginnen opnieuw.{ $kept } Je partij, instellingen en statistieken staan in eigen bestanden.

## The window: coming back to a hosted room, quitting while hosting, and more
ui-net-back-about = Je kamer { $code } (op { $address }) is bewaard: de server start hier opnieuw, en vrienden die nog in de kamer zijn spelen met je verder.
ui-net-back-button = Terug naar mijn kamer
ui-net-quit-title = Stoppen terwijl je gastheer bent?
ui-net-quit-text = Dit venster draait de spelserver: stoppen stopt hem, en het spel van je vrienden pauzeert (er gaat niets verloren) tot je Spite & Malice weer opent; dan komt de kamer terug.
ui-net-quit-yes = Ja, stoppen ({ $key })
ui-damaged-details = Voor een foutmelding: { $reason }.
ui-menu-key = { $label } ({ $key })
ui-result-match-score = Stand van de partij
ui-score-game = Spel { $game } · partij tot { $target }
ui-net-example = bijvoorbeeld { $example }
ui-guide-title = Je eerste beurt
ui-guide-payoff = Je hoofdstapel is de open kaart naast je zijstapels, met het aantal kaarten eronder. Speel ze allemaal op de middenstapels om te winnen.
ui-guide-centre = De middenstapels worden opgebouwd vanaf een aas, één rang per keer; de woorden onder elke stapel zeggen wat hij nu nodig heeft.
ui-guide-sources = Kaarten gaan naar het midden vanuit je hand, de bovenste kaart van je hoofdstapel of de bovenste kaart van een zijstapel: klik een kaart en dan een stapel (groene randen tonen waar hij heen mag), of sleep hem erheen.
ui-guide-discard = Je beurt eindigt als je een handkaart op een van je vier zijstapels legt. Alleen de bovenste kaart van een zijstapel kan later gespeeld worden, dus kies met zorg. Elke beurt wordt je hand aangevuld tot vijf kaarten.
ui-guide-step = Stap { $step } van { $count } · H vraagt de computer om een tip
ui-guide-next = Volgende
ui-guide-done = Beginnen met spelen
ui-guide-skip = Overslaan
ui-guide-open = De uitleg voor de eerste beurt tonen

## The terminal: more of the REPL's own words
ui-repl-not-your-turn = Je bent niet aan de beurt.
ui-repl-not-saved-unchanged = Niet opgeslagen; het bestand is ongewijzigd.
ui-repl-file-exists = { $file } bestaat al. Vervangen? (j/n)
ui-repl-game-not-over = Dit spel is nog niet voorbij; het volgende wordt gedeeld als het afgelopen is.
ui-repl-help-moves = Zetten: 'h3 c1' speelt handkaart 3 naar centrumstapel 1; '7h c1' noemt in plaats daarvan de kaart; 'p c2' speelt de bovenste kaart van je hoofdstapel; 's4 c3' de bovenste van een zijstapel; 'h2 s1' legt af en beëindigt je beurt.
ui-repl-help-commands = Commando's:
ui-repl-confirm-load-resumable = Deze partij vervangen door die in { $file }? 'resume' haalt deze partij terug tot je een zet doet in de andere. (j/n)
ui-repl-confirm-load = Deze partij vervangen door die in { $file }? Deze partij gaat verloren tenzij opgeslagen. (j/n)
ui-repl-log-no-record = Het logboek kan niet worden hersteld uit de gegevens van deze partij.
ui-repl-ctrl-c-hand-over = (Ctrl-C toont de hand niet en stopt het spel niet. { $name }: druk op Enter als je klaar bent, of q om te stoppen.)
ui-repl-help-intro = 'help' toont de commando's, 'help move' legt de zetten uit.
ui-repl-preset-g4a = g4a is de gewone set regels: heren zijn wild en centrumstapels gaan tot de vrouw ('classic': tot de heer, zonder wilde kaarten). 'rules' noemt ze allemaal.
ui-repl-preset-classic = 'classic' is de oudere set regels: centrumstapels gaan tot de heer en geen kaart is wild. 'rules' noemt ze allemaal.
ui-repl-no-autosave-script = Invoer die geen terminal is, wordt niet automatisch opgeslagen, tenzij SPITE_DATA_DIR daar een map voor noemt.
ui-repl-offer-resume = Je hebt een partij niet afgemaakt (spel { $game }, beurt { $turn }): 'resume' speelt haar verder; een zet in deze partij vervangt haar.
ui-repl-offer-damaged = De partij die je vorige keer niet afmaakte, kan niet worden hervat: { $reason }. Deze nieuwe partij vervangt haar zodra je een zet doet.

## The terminal: replay
ui-replay-step-deal = Stap 0 van { $last }: het delen. { $opening }
ui-replay-step = Stap { $step } van { $last }: { $move }
ui-replay-intro = Spel { $game } ({ $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }) opnieuw bekijken zoals { $name } (plaats { $seat }) het zag. Enter: volgende, b: terug, een getal: naar die stap, q: stoppen.
ui-replay-prompt = Enter volgende, b terug, q stoppen
ui-replay-last = Dat was de laatste zet. b gaat terug, q stopt.
ui-replay-no-step = Er is geen stap { $step }: dit spel heeft stappen 0 tot en met { $last }. Je blijft bij stap { $at }.
ui-replay-keys = Druk op Enter voor de volgende zet, b om terug te gaan, een stapnummer 0 tot en met { $last }, of q om te stoppen.
ui-review-intro = Spel { $game } nakijken vanaf plaats { $seat } ({ $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }): elke beurt wordt uitgespeeld in getrokken verdelingen van de kaarten die die plaats niet zag; dat duurt een paar seconden.
ui-review-intro-unfinished = Spel { $game } is nog niet uit: de { $moves } zetten tot nu toe worden nagekeken vanaf plaats { $seat }. Elke beurt wordt uitgespeeld in getrokken verdelingen van de kaarten die die plaats niet zag; dat duurt een paar seconden.
ui-review-no-seat = Er is geen plaats { $seat }: dit spel heeft plaatsen 0 tot en met { $last }.
ui-review-inaccuracy = onnauwkeurigheid
ui-review-mistake = fout
ui-review-blunder = blunder
review-turn-name = { $part ->
    [1] Beurt { $turn }
   *[other] Beurt { $turn }, deel { $part } (na nieuwe kaarten)
}
ui-review-turn = { review-turn-name }, { $mark }: { $lost } punten van de winkans weggegeven ({ $before }% → { $after }%).
ui-review-played = Gespeeld: { $moves }.
ui-review-better = Beter: { $moves } - { $reason }.
ui-review-none = Geen beurt gaf { $points } punten of meer van de winkans weg.
ui-review-summary = Nauwkeurigheid { $accuracy }% over { $decisions ->
        [one] { $decisions } beslissing
       *[other] { $decisions } beslissingen
    }. Onnauwkeurigheden: { $inaccuracies }, fouten: { $mistakes }, blunders: { $blunders }.
ui-review-turn-window = { review-turn-name }, { $mark }: { $lost } punten van de winkans weggegeven (van { $before }% naar { $after }%).
ui-review-button = Terugblik
ui-review-title = Terugblik op partij { $game }
ui-review-progress = Bezig: tot nu toe { $inaccuracies ->
        [one] { $inaccuracies } onnauwkeurigheid
       *[other] { $inaccuracies } onnauwkeurigheden
    }, { $mistakes ->
        [one] { $mistakes } fout
       *[other] { $mistakes } fouten
    } en { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }. Dit venster sluiten stopt de terugblik.
ui-review-list-turn = { review-turn-name }
ui-review-choose = Kies links een beurt: hier staat de tafel zoals die ervoor was, de gespeelde beurt oranje omlijnd en een betere blauw.
ui-review-choose-words = Kies links een beurt: hier staat in woorden wat er gespeeld is en een betere beurt.
ui-review-no-table = De tafel wordt niet getoond bij een online spel: het verloop staat op de server van het spel, en dit venster heeft alleen het zicht vanaf je eigen plaats.
ui-review-fine = { review-turn-name }: niets weggegeven (winkans { $chance }%).
ui-review-same = Er is geen betere beurt gevonden.
ui-review-failed = Deze partij kan niet worden teruggekeken: { $reason }
ui-review-seat = Plaats { $seat }
ui-review-recent = Partijen om terug te kijken
ui-review-kept = Partij { $game } · { $table } · { $result ->
    [won] gewonnen
    [lost] verloren
    [unfinished] niet af
   *[drawn] gelijk
}

## The window's online play ("Play online").
ui-menu-online = Online spelen…
ui-menu-online-short = Online
ui-net-title = Online spelen
ui-net-host = Een spel starten
ui-net-join = Meedoen
ui-net-your-name = Je naam:
ui-net-host-about = Deze app draait de spelserver; geef je vrienden het adres en de uitnodigingscode die boven de tafel staan.
ui-net-host-here = Hier, in deze app
ui-net-host-on-server = Op een server
ui-net-host-on-server-about = De kamer wordt gemaakt op een server die al draait (spite serve, of de app van een vriend): geef je vrienden het adres ervan en de uitnodigingscode boven de tafel.
ui-net-seat-friend = een vriend
ui-net-port = Poort:
ui-net-lan = Andere computers in het netwerk laten meedoen (LAN)
ui-net-takeover = De computer speelt voor wie langer dan { $count } minuten weg is
ui-net-host-button = Starten
ui-net-join-about = Typ het adres en de uitnodigingscode die je vriend je gaf.
ui-net-address = Adres:
ui-net-code = Uitnodigingscode:
ui-net-join-button = Meedoen
ui-net-bad-port = De poort is een getal van 0 tot 65535.
ui-net-bad-rules = Met deze regels kan niet gedeeld worden.
ui-net-bad-address = Typ het adres als HOST:POORT, bijvoorbeeld 192.168.1.20:7878.
ui-net-need-code = Typ de uitnodigingscode.
ui-net-host-failed = De spelserver kon niet starten: { $reason }
ui-net-room-code = Uitnodigingscode { $code }
ui-net-copy = Kopiëren
ui-net-address-is = Adres { $address }
ui-net-seat-here = { $name }: aanwezig
ui-net-seat-away = { $name }: weg
ui-net-seat-taken-over = { $name }: weg, de computer speelt
ui-net-seat-free = { $name }: nog niet hier
ui-net-reconnecting = De verbinding met de spelserver is verbroken (als de gastheer is weggegaan of het venster heeft gesloten, wacht het spel op hem): opnieuw verbinden (poging { $attempt })…
ui-net-lost = De verbinding met de spelserver is verloren.
ui-net-failed = Het spel is niet bereikbaar
ui-net-waiting = De spelserver antwoordt nog niet (misschien heeft de gastheer het spel nog niet geopend): opnieuw proberen (poging { $attempt })… Verlaten stopt het proberen.
ui-net-unreachable = De spelserver op { $url } antwoordde niet. Controleer het adres, of vraag de gastheer het spel te openen, en doe dan opnieuw mee.
ui-net-connecting = Verbinden met de spelserver…
ui-net-back = Weer verbonden.
ui-net-arrived = { $name } is er.
ui-net-left = { $name } is weggegaan.
ui-net-taken-over = { $name } is weg: de computer speelt voor hem of haar.
ui-net-undo-asked = Je vroeg om je zet terug te nemen; wachten op de anderen.
ui-net-undo-question = { $name } vraagt de laatste zet terug te nemen.
ui-net-undo-declined = { $name } stond niet toe dat de zet werd teruggenomen.
ui-net-undo-dropped = De zet is niet teruggenomen: het spel ging eerst verder.
ui-net-turn-waiting = Jouw beurt in spel { $game } wacht al.
ui-net-undo-title = Een zet terugnemen?
ui-net-undo-allow = Toestaan
ui-net-undo-refuse = Weigeren
ui-server-refused = { $code ->
    [bad_json] De spelserver kon niet lezen wat er werd gestuurd.
    [bad_request] De spelserver nam dat verzoek niet aan.
    [no_room] Er is geen spel met die uitnodigingscode.
    [bad_token] De bewaarde plaats hoort niet bij dit spel.
    [room_full] Het spel heeft geen vrije plaats.
    [server_full] De spelserver is vol: probeer het later opnieuw.
    [not_seated] Je hebt geen plaats in dit spel.
    [already_seated] Je hebt al een plaats in dit spel.
    [internal] De spelserver liep tegen een fout aan; er is niets veranderd.
    [unavailable] De spelserver kan zijn database nu niet bereiken; er is niets veranderd. Probeer het zo opnieuw.
    [unknown_player] Geen speler heeft die sleutel: controleer de overdrachtscode.
    [already_seeking] Je zoekt al een spel.
    [no_identity] Zeg eerst wie je bent: spellen met rating hebben je spelerssleutel nodig.
    [no_such_game] De partij heeft geen spel met dat nummer.
    [game_not_finished] Dat spel wordt nog gespeeld: het kan worden nagekeken als het uit is.
    [review_busy] Er wordt al een spel nagekeken: wacht tot dat klaar is en vraag het dan opnieuw.
    [not_your_turn] Je bent niet aan de beurt.
    [illegal_move] De regels staan die zet niet toe.
    [undo_refused] Die zet kan niet worden teruggenomen.
    [rematch_refused] Een revanche kan nu niet worden aangeboden of beantwoord.
    [game_over] Het spel is afgelopen.
    [rate_limited] Te snel: wacht even.
   *[other] De spelserver weigerde ({ $code }).
}
# A reaction another player sent (online), by its code.
ui-reaction = { $reaction ->
    [good_game] Goed spel
    [well_played] Goed gespeeld
    [nice_move] Mooie zet
    [oops] Oeps
   *[thinking] Even nadenken…
}
ui-net-offline = Niet verbonden met de spelserver.
ui-net-sending = Je zet wordt verstuurd…
ui-net-leave = Online spel verlaten
ui-net-undo = Terugnemen vragen (U)
ui-net-leave-short = Verlaten
ui-net-leave-title = Online spel verlaten?
ui-net-leave-text = De partij is niet voorbij. Je plaats blijft bewaard: opnieuw meedoen met het adres en de uitnodigingscode brengt je terug.
ui-net-leave-host-text = Dit venster draait de spelserver: verlaten stopt hem, en het spel van je vrienden pauzeert (er gaat niets verloren) tot je terugkomt via Online spelen…, Een spel starten en dan Terug naar mijn kamer.
ui-net-leave-yes = Ja, verlaten ({ $key })
ui-settings-online-note = Het niveau van de computer en de regels van een nieuwe partij gelden voor je spellen tegen de computer: verander ze na het verlaten van het online spel. Regels toont de regels van het online spel.
ui-stats-online = Online
ui-stats-kind-online = { $players } spelers
ui-stats-kind-online-partnership = { $players } spelers, in koppels
## The terminal: online play (spite host, spite join)
ui-online-hosting = Je host een online spel op { $addr }. Uitnodigingscode: { $code }
ui-online-tell-friend = Een vriend doet mee vanuit een andere terminal met: { $command }
ui-online-lan-address = De server luistert op elk adres: een vriend op een andere computer gebruikt het adres van deze computer in plaats van 127.0.0.1.
ui-online-seated = Je zit op plaats { $seat } van kamer { $code }.
ui-online-back-at-seat = Terug op je plaats { $seat } van kamer { $code }.
ui-online-resuming = Je plaatsbewijs voor deze kamer is bewaard: terug naar plaats { $seat }.
ui-online-kept-seat-refused = De bewaarde plaats werd geweigerd; er wordt om een nieuwe plaats gevraagd.
ui-online-token-kept = Je plaats blijft bewaard: sluit deze terminal, dan brengt { $command } je terug.
ui-online-token-not-kept = Je plaatsbewijs kon niet bewaard worden ({ $reason }): sluit deze terminal, dan kun je niet terug naar deze plaats.
ui-online-token-not-kept-no-dir = Er is geen gegevensmap om je plaatsbewijs in te bewaren: sluit deze terminal, dan kun je niet terug naar deze plaats.
ui-online-players = Spelers: { $names }
ui-online-seat-free = plaats { $seat } (vrij)
ui-online-name-away = { $name } (weg)
ui-online-name-computer = { $name } (de computer speelt voorlopig)
ui-online-help-intro = 'help' toont de commando's; terwijl de anderen spelen, zie je hier hun zetten.
ui-online-help = Online: 'undo' vraagt de anderen om toestemming; beantwoord het verzoek van een ander met 'ja' of 'nee'. Het volgende spel wordt vanzelf gedeeld. 'react' stuurt een reactie, 'mute' verbergt die van iemand. Als de partij voorbij is, biedt 'rematch' dezelfde partij opnieuw aan. 'quit' verlaat de tafel, en je plaats blijft van jou.
ui-online-waiting-for = Wachten op { $name }…
ui-online-waiting-for-friend = Wachten tot een vriend meedoet: { $command }
ui-online-came = { $name } zit aan tafel.
ui-online-went = { $name } is weg; de plaats wacht op hem of haar.
ui-online-computer-plays-for = De computer speelt voor { $name } tot die terugkomt.
ui-online-undo-you-asked = Je vroeg om { $move } terug te nemen; wachten tot { $names } het toestaat.
ui-online-undo-asks-you = { $name } vraagt om { $move } terug te nemen. Toestaan? Typ 'ja' of 'nee'.
ui-online-undo-asks-others = { $name } vraagt om { $move } terug te nemen; wachten op { $names }.
ui-online-undo-declined = { $name } stond niet toe dat de zet werd teruggenomen.
ui-online-undo-you-declined = Je stond niet toe dat de zet werd teruggenomen.
ui-online-undo-dropped = Het verzoek om een zet terug te nemen vervalt: het spel ging eerst verder.
ui-online-no-undo-to-answer = Er wacht geen verzoek om een zet terug te nemen op jouw antwoord.
ui-online-no-answers = n, no, nee
ui-online-unreachable = De spelserver is niet bereikbaar: { $reason }.
ui-online-reconnecting = De verbinding viel weg; opnieuw verbinden (poging { $attempt }, over { $seconds } s)…
ui-online-reconnected = Weer verbonden: terug op je plaats.
ui-online-lost = De verbinding is verbroken: { $reason }. Je plaats blijft bewaard: { $command } brengt je terug.
ui-online-no-connection = De verbinding met de server is gestopt.
ui-online-left = Je verliet de tafel; je plaats blijft bewaard: { $command } brengt je terug.
ui-online-match-over = De partij is voorbij. Typ 'rematch' om opnieuw te spelen, of 'quit' om te stoppen.
ui-online-next-by-itself = Online wordt het volgende spel vanzelf gedeeld als dit voorbij is.
ui-online-not-here = '{ $command }' is voor een spel op deze computer; dit is een online spel, dat de server bijhoudt.
ui-online-server-failed = De server kan niet starten: { $reason }
ui-online-cannot-host = Kan niet hosten: { $reason }
ui-online-cannot-join = Kan niet meedoen: { $reason }
ui-online-press-enter = Druk op Enter om te stoppen.
ui-online-too-fast = Te veel regels te snel: die werd niet doorgestuurd. Wacht even.
ui-repl-online-only = '{ $command }' is voor een online spel.
ui-repl-review-after-game = 'review' kijkt terug op een spel als het voorbij is: speel dit eerst uit.
ui-repl-review-ctrl-c = Het spel wordt nagekeken (Ctrl-C stopt)…
ui-repl-review-stopped = Het nakijken is gestopt; de beurten hierboven blijven staan.
ui-repl-review-failed = Het nakijken kon niet beginnen.
ui-online-rematch-you-offered = Je biedt een revanche aan; wachten tot { $names } accepteert.
ui-online-rematch-asks-you = { $name } biedt een revanche aan. Nog een keer? Typ 'ja' of 'nee'.
ui-online-rematch-asks-others = { $name } biedt een revanche aan; wachten op { $names }.
ui-online-rematch-you-declined = Je hebt de revanche afgeslagen.
ui-online-rematch-declined = { $name } heeft de revanche afgeslagen.
ui-online-rematch-left = { $name } is weg: er komt geen revanche.
ui-online-rematch-started = Iedereen accepteerde: de revanche wordt in een nieuwe kamer gedeeld.
ui-online-reaction = { $name }: { ui-reaction }
ui-reaction-key = { $reaction ->
    [good_game] gg
    [well_played] gs
    [nice_move] mooi
    [oops] oeps
   *[thinking] denken
}
ui-online-no-such-reaction = Er is geen reactie '{ $typed }': typ react en een van { $keys }.
ui-online-no-such-player = Geen andere speler aan deze tafel heet '{ $name }'; de anderen zijn: { $names }.
ui-online-muted = De reacties van { $name } zijn vanaf nu verborgen ('unmute' toont ze weer).
ui-online-unmuted = De reacties van { $name } zijn weer zichtbaar.

## De hulp van de opdrachtregel: spite --help, spite play --help (de namen
## van de opties, waarden en opdrachtwoorden worden nooit vertaald)

ui-cli-about-spite = Spite & Malice: speel als eerste je hoofdstapel leeg.
ui-cli-about-play = Speel een partij tegen de computer (standaard).
ui-cli-about-engine = Bedien het JSON-regelprotocol van de engine op stdin/stdout (docs/protocol.md).
ui-cli-about-replay = Loop stap voor stap door een bewaard spel.
ui-cli-about-arena = Laat computerniveaus tegen elkaar spelen en meld hoe sterk ze zijn.
ui-cli-about-serve = Draai de server voor online spelen (docs/online.md) tot Ctrl-C.
ui-cli-about-help = Toon deze hulp, of de hulp van de genoemde opdracht(en)
ui-cli-play-seed = Startgetal van de delingen van de partij (standaard: van de klok; het startgetal wordt getoond).
ui-cli-play-rules = Regels: een voorinstelling (g4a, classic) of een JSON-regelbestand.
ui-cli-play-opponent = Sterkte van de computerspelers.
ui-cli-play-players = Aantal spelers, 2 tot 6; de plaatsen na de mensen zijn computers.
ui-cli-play-hotseat = Meerdere mensen delen deze terminal; de handen zijn verborgen tussen de beurten. Elke plaats is een mens, tenzij --people zegt hoeveel.
ui-cli-play-people = Hoeveel plaatsen mensen zijn (de eerste); de rest zijn computers.
ui-cli-play-target = Punten die de partij winnen.
ui-cli-play-load = Zet een partij voort die bewaard is met 'save BESTAND'.
ui-cli-play-resume = Zet de partij voort die de vorige keer onafgemaakt bleef (bewaard in de autosave).
ui-cli-play-compact = Teken de tafel steeds op dezelfde plek, bovenaan het scherm met de laatste regels eronder, in plaats van door te rollen (in een terminal met kleur).
ui-cli-replay-file = Een partij die in het spel bewaard is met 'save BESTAND'.
ui-cli-replay-seat = De plaats waarvan de hand getoond wordt, geteld vanaf 0 zoals overal in spite (0 = de eerste plaats, de mens in een spel tegen de computer); andere handen blijven verborgen.
ui-cli-replay-people = Hoeveel plaatsen mensen waren (de eerste), voor de namen die het spel gebruikte ("Jij" en "Computer", of "Speler 1"...). Een autosave-bestand weet het; een bewaard bestand niet, en dan geldt 1.
ui-cli-about-review = Kijk terug op een bewaard spel: de beurten die het weggaven, en betere.
ui-cli-review-file = Een partij die in het spel bewaard is met 'save BESTAND' (of de autosave).
ui-cli-review-seat = De plaats om na te kijken, geteld vanaf 0 (0 = de eerste plaats, de mens in een spel tegen de computer).
ui-cli-review-worlds = Uitgespeelde verdelingen per schatting: minder is sneller en ruwer.
ui-cli-arg-no-color = Gewone ASCII zonder kleur (ook als NO_COLOR gezet is of de uitvoer geen terminal is).
ui-cli-arg-lang = Taal: en, nl, ms, pt of bg (standaard: die van het systeem, anders Engels).
ui-cli-about-host = Een online spel hosten: start hier een server en speel op de eerste plaats.
ui-cli-about-join = Meedoen aan een online spel: spite join ADRES CODE (opnieuw na het sluiten van de terminal: terug op dezelfde plaats).
ui-cli-host-addr = Waar de server luistert (0.0.0.0:7878 om bereikbaar te zijn op het lokale netwerk); standaard: het adres van de vorige kamer, anders 127.0.0.1:7878.
ui-cli-host-rules = Regels: een voorinstelling (g4a, classic) of een JSON-regelbestand.
ui-cli-host-players = Aantal spelers, 2 tot 6.
ui-cli-host-people = Hoeveel plaatsen mensen zijn (jij en wie meedoet); de rest zijn computers. Standaard: 2.
ui-cli-host-opponent = Sterkte van de computerspelers op de plaatsen na de mensen.
ui-cli-host-target = Punten die de partij winnen.
ui-cli-host-data = Map van de database van de server (het spel overleeft een herstart); standaard: server/ in de gegevensmap van spite.
ui-cli-join-addr = Het adres van de server, zoals de host het toonde (192.168.1.20:7878).
ui-cli-join-code = De uitnodigingscode (hoofdletters, spaties en streepjes maken niet uit).
ui-cli-arg-name = Je naam aan tafel.
ui-cli-help = Toon de hulp
ui-cli-version = Toon de versie
ui-cli-usage = Gebruik:
ui-cli-options = Opties
ui-cli-arguments = Argumenten
ui-cli-commands = Opdrachten
ui-cli-default = (standaard: { $value })
ui-cli-values = (een van: { $values })
ui-cli-error-value = '{ $value }' is geen waarde voor { $arg }.
ui-cli-error-unknown-arg = Er is geen optie { $arg }.
ui-cli-error-unknown-command = Er is geen opdracht '{ $name }'.
ui-cli-error-tip = Bedoel je { $name }?
ui-cli-error-missing = Ook nodig: { $args }.
ui-cli-error-conflict = { $arg } kan niet samen met { $other }.
ui-cli-error-options-first = { $options } moet na '{ $command }' komen, niet ervoor (spite { $command } --help toont de opties).
ui-cli-error-other = De opdrachtregel kan niet worden gelezen.
ui-cli-error-more = Meer weten? Probeer '--help'.
ui-cli-error-range = Het moet een geheel getal van { $min } tot en met { $max } zijn.
ui-cli-error-at-least = Het moet een geheel getal van minstens { $min } zijn.
# Placeholders in usage lines and option help (`--players <N>`), in capitals as clap writes them.
ui-cli-placeholder-options = OPTIES
ui-cli-placeholder-command = OPDRACHT
ui-cli-value-addr = ADRES
ui-cli-value-code = CODE
ui-cli-value-dir = MAP
ui-cli-value-file = BESTAND
ui-cli-value-level = NIVEAU
ui-cli-value-n = N
ui-cli-value-name = NAAM
ui-cli-value-points = PUNTEN
ui-cli-value-seat = PLAATS

# `spite completions SHELL` en de handleidingpagina's (`man spite`).
ui-cli-about-completions = Toon de shell-aanvullingen voor spite: bash, zsh, fish, elvish of powershell.
ui-cli-completions-shell = De shell waarvoor aangevuld wordt.
ui-cli-value-shell = SHELL
ui-cli-man-name = NAAM
ui-cli-man-synopsis = OVERZICHT
ui-cli-man-description = BESCHRIJVING
ui-cli-man-version = VERSIE
ui-cli-man-moves = ZETTEN
ui-cli-man-files = BESTANDEN
ui-cli-man-environment = OMGEVING
ui-cli-man-examples = VOORBEELDEN
ui-cli-examples-heading = Voorbeelden:
ui-cli-examples =
    spite                             een partij tegen de computer
    spite --opponent hard --seed 7    een sterkere computer, delingen om te herhalen
    spite --hotseat --players 3       drie mensen aan één toetsenbord
    spite --resume                    de partij die je onaf liet
    spite host --name Ann             host een online spel voor een vriend
    spite join 192.168.1.20:7878 VCVQ-677X-3CC9
                                      een plaats in het spel van een vriend
    spite host --server 10.0.0.5:7878 een kamer op een server die al draait
    spite rooms 10.0.0.5:7878         open kamers, om aan te schuiven
    spite replay game.json            loop een bewaard spel door
ui-cli-man-files-text =
    ~/.local/share/spite/autosave.json
        de partij die bezig is, na elke zet bewaard ('resume', 'spite --resume')
    ~/.local/share/spite/history.txt
        de getypte regels, voor de geschiedenis van de regeleditor
    ~/.local/share/spite/online/
        de plaatsen bewaard voor 'spite join', en de kamer die 'spite host' terugbrengt
    ~/.local/share/spite/server/
        de database van de server die 'spite host' draait
    De map is $XDG_DATA_HOME/spite als die gezet is; SPITE_DATA_DIR vervangt hem.
ui-cli-man-environment-text =
    SPITE_DATA_DIR
        de map voor de autosave, de geschiedenis en de online plaatsen
    NO_COLOR
        gezet en niet leeg: kaarten in gewone ASCII zonder kleur, zoals --no-color
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG
        de taal als --lang niet gegeven is (en, nl, ms, pt of bg; anders Engels)
ui-cli-man-spite = spite speelt Spite & Malice in een terminal: tegen de computer, met vrienden aan één toetsenbord, of online. Elke speler probeert als eerste zijn hoofdstapel leeg te spelen op de gedeelde centrumstapels, opgebouwd vanaf de aas; koningen zijn wild. Zonder opdracht speelt spite een partij tegen de computer, zoals spite play. Typ in het spel help voor de opdrachten en de zetten.

## Waarom een bewaard spel niet geladen kan worden (een reden binnen
## ui-repl-not-loaded, ui-file-damaged en de meldingen van het venster)

json-error-eof = de tekst houdt op bij regel { $line }, kolom { $column }
json-error-syntax = de tekst is geen JSON bij regel { $line }, kolom { $column }
json-error-data = een waarde ontbreekt of is van de verkeerde soort bij regel { $line }, kolom { $column }
load-error-json = geen bewaard spel: { $reason }
rules-parse-error-json = geen regelobject: { $reason }
ui-cli-not-rules = '{ $arg }' is geen voorinstelling van regels ({ $presets }) en geen regelbestand
ui-cli-cannot-read-rules = het regelbestand { $file } kan niet gelezen worden: { $reason }
ui-cli-rules-refused = het regelbestand { $file } is geweigerd: { $reason }
ui-cli-people-too-many = --people { $count } is meer dan de { $players } spelers
load-error-format = dit is geen bewaard spel van Spite & Malice ('{ $found }')
load-error-missing-field = dit is geen bewaard spel van Spite & Malice (het heeft geen veld '{ $field }')
load-error-version = bewaard door een nieuwere versie (formaat { $found }); deze versie leest formaat { $reads }
load-error-rules = de bewaarde regels kunnen niet gespeeld worden: { $reason }
load-error-setup = de bewaarde kaarten kunnen niet gedeeld worden zoals ze liggen
load-error-move = zet { $index } ({ $move }) van het bewaarde spel is niet toegestaan: { $reason }
load-error-match = de bewaarde partij klopt niet
ui-file-autosave-level = '{ $level }' is geen niveau

## De browser (web/): zijn eigen woorden, ids die met web- beginnen.

web-language = Taal
web-coming-back = Terug naar je plaats…
web-unreachable = De server is niet bereikbaar; opnieuw proberen…
web-cancel = Annuleren
web-creating = De kamer wordt gemaakt…
web-joining = Aansluiten…
web-your-name = Je naam
web-join-form = Meedoen
web-invited = Je bent uitgenodigd
web-room = Kamer
web-join-game = Meedoen met het spel
web-not-invited = Begin liever een eigen spel
web-new-game = Nieuw spel
web-play-now = Nu spelen
web-play-now-what = Tegen de computer (makkelijk): een hoofdstapel van { $count } kaarten, één spel.
web-play-friends = Met vrienden spelen
web-play-friends-what = Een link om naar een vriend te sturen: een hoofdstapel van { $count } kaarten, één spel.
web-more-options = Meer keuzes
web-payoff-explain = Hoofdstapel: de kaarten die elke speler kwijt moet, één voor één van boven af. Wie als eerste de laatste kaart van de hoofdstapel speelt, wint het spel; minder kaarten geven een korter spel.
web-match-to-explain = Partij tot: de punten die de partij winnen. De winnaar van een spel krijgt een punt voor elke kaart die nog in de hoofdstapels van de anderen ligt, dus 1 betekent één spel.
web-play = Spelen
web-mode-computer = tegen de computer
web-mode-friends = met vrienden (uitnodigingslink)
web-players = Spelers
web-friends = Vrienden
web-level = Niveau van de computer
web-rules = Regels
web-preset-g4a = Heren wild, stapels van aas tot vrouw
web-preset-classic = Klassiek: stapels van aas tot heer, geen wilde kaarten
web-payoff = Hoofdstapel
web-match-to = Partij tot
web-animation = Animatie
web-speed = { $speed ->
    [instant] direct
    [fast] snel
    [slow] langzaam
   *[normal] normaal
}
web-create = { $mode ->
    [friends] Beginnen en vrienden uitnodigen
   *[computer] Beginnen met spelen
}
web-join-by-code = Meedoen met een code
web-room-code = Kamercode
web-join = Meedoen
web-game-over = Het spel is voorbij.
web-turn-of = { $kind ->
    [you] Het is jouw beurt.
   *[other] Het is de beurt van { $name }.
}
web-cannot-play-now = { $card } kan nu niet gespeeld worden: de centrumstapels hebben { $needs } nodig.
web-holding = Je houdt { $card } vast: kies waar de kaart heen gaat ({ $targets }).
web-not-sent = Geen verbinding: de zet is niet verstuurd. Opnieuw verbinden…
web-pick-first = Pak eerst een kaart: een handkaart, de kaart van je hoofdstapel of de bovenste kaart van een zijstapel.
web-hints-your-turn = Tips krijg je als je aan de beurt bent.
web-no-hint-offline = Geen verbinding: nu geen tip. Opnieuw verbinden…
web-hint-working = Een tip wordt bedacht…
web-hint = Tip: { $source } naar { $target }.
web-hint-why = Tip: { $source } naar { $target }. { $why }.
web-dropped-off = Naast de stapels losgelaten: de kaart gaat terug.
web-waiting-undo = Wachten tot de anderen je terugname goedkeuren…
web-choose-where = Kies waar de kaart heen gaat.
web-your-turn-status = Jouw beurt: speel op de centrumstapels en leg dan een handkaart af op een zijstapel.
web-is-playing = { $name } speelt…
web-us = Wij
web-them = Zij
web-score-label = Spel { $game }; stand van de partij { $score }; doel { $target }
web-score = Spel { $game } · { $score }
web-score-target = { $target ->
    [1] (één spel)
   *[other] (partij tot { $target })
}
web-game = Spel { $game }
web-seat-points = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
web-hint-button = Tip
web-hint-title = Tip (H)
web-undo-button = Terug
web-undo-title = Zet terugnemen (U)
web-log-button = Verloop
web-help-button = Hulp
# The sound switch in the table's bar (pressed: sound on).
web-sound-button = Geluid
# The lobby's record of games won and lost against the computer, per level ($level: level-name).
web-record-heading = Jouw resultaten tegen de computer
web-record-level = { $level }: gewonnen { $won }, verloren { $lost }
web-help-title = Hulp (?)
web-leave = Verlaten
web-reconnecting = Verbinding verbroken: opnieuw verbinden…
web-waiting-friends = Wachten op { $count ->
    [one] 1 vriend
   *[other] { $count } vrienden
}. Kamercode
web-invite = Uitnodiging
web-invite-link = Uitnodigingslink
web-copied = Gekopieerd
web-copy-invite = Link kopiëren
web-table = Tafel
web-centre = Centrum
web-stock-label = Voorraad: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
web-stock-label-aside = Voorraad: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}; { $aside ->
    [one] 1 kaart
   *[other] { $aside } kaarten
} apart gelegd
web-stock = voorraad
web-set-aside = { $count } apart
web-needs = nodig: { $rank }
# Breaks only before the dot: "K = 4" and "· needs 5" each stay whole.
web-stands-for = K{"\u00A0"}={"\u00A0"}{ $as } ·{"\u00A0"}nodig:{"\u00A0"}{ $rank }
web-mark-hint = ★ tip
web-mark-here = ▼ hier
web-your-turn-tag = jouw beurt
web-caption-payoff = hoofd­stapel
web-caption-partner = partner
web-caption-hand = hand
web-hand-empty = Je hand is leeg.
web-move-log = Verloop van het spel
web-undo-question = Terugnemen?
web-undo-request = Verzoek om terug te nemen
web-undo-asks = { $name } vraagt de laatste zet terug te nemen ({ $move }).
web-allow = Toestaan
web-refuse = Weigeren
web-match-over = Partij voorbij
web-game-over-title = Spel voorbij
web-match-score = { $target ->
    [1] Stand van de partij: { $score }.
   *[other] Stand van de partij: { $score } (tot { $target }).
}
web-match-seed = Startgetal van de partij { $seed }: elke deling kan opnieuw gespeeld en gecontroleerd worden.
web-new-match = Nieuwe partij
web-play-again = Opnieuw spelen
web-help-touch-bar = Tip, Terug en Verloop zijn de knoppen bovenaan; hier in Hulp kies je ook de taal.
web-next-game = Volgend spel
web-dealing = Delen…
web-help-heading = Zo speel je
web-help-intro = Speel de kaarten van je hoofdstapel op de centrumstapels, opgebouwd vanaf de aas (heren zijn wild, tenzij de klassieke regels gekozen zijn). Eindig elke beurt door een handkaart af te leggen op een van je zijstapels.
web-help-hand = een handkaart pakken
web-help-payoff = de kaart van je hoofdstapel
web-help-partner = die van je partner
web-help-side = de bovenste kaart van een zijstapel pakken, of de vastgehouden handkaart daar afleggen
web-help-centre = de vastgehouden kaart op een centrumstapel spelen
web-help-hint = tip
web-help-or = of
web-help-undo = terugnemen
web-help-down = de kaart neerleggen
web-help-this = deze hulp
web-help-tab = Of ga met Tab naar een kaart en druk op Enter, dan met Tab naar een stapel met “▼ hier” en druk op Enter. Slepen werkt met de muis en op aanraakschermen.
# The rules, with a worked first turn (web/src/rules-view.tsx): the
# default rules (kings wild, piles to the queen), the classic ones in a line.
web-open-rules = Regels
web-rules-title = Spelregels
web-rules-aim-heading = Het doel
web-rules-aim = Speel als eerste alle kaarten van je hoofdstapel op de centrumstapels. Alleen de bovenste kaart ligt open; speel je die, dan wordt de volgende omgedraaid.
web-rules-turn-heading = Je beurt
web-rules-turn-draw = Trek van de voorraad tot je vijf kaarten in je hand hebt.
web-rules-turn-play = Speel zoveel kaarten als je wilt op de centrumstapels: je hoofdstapelkaart, handkaarten en de bovenste kaarten van je zijstapels.
web-rules-turn-discard = Leg een handkaart af op een van je vier zijstapels: daarmee eindigt je beurt. Elke kaart mag op elke zijstapel.
web-rules-turn-refill = Speel je al je handkaarten, dan trek je er vijf bij en speel je door.
web-rules-centre-heading = Centrumstapels
web-rules-centre-build = Iedereen speelt op dezelfde centrumstapels. Een stapel begint met een aas en gaat telkens één hoger, de kleur doet er niet toe: aas, 2, 3 … boer, vrouw.
web-rules-kings = Heren zijn wild: een heer mag op elke centrumstapel als de kaart die nodig is, zelfs als aas op een lege stapel.
web-rules-complete = Een stapel die de vrouw bereikt is vol: de kaarten worden door de voorraad geschud en de plaats is weer leeg.
web-rules-classic = Met de klassieke regels zijn heren niet wild, gaat een stapel tot de heer en worden volle stapels opzij gelegd tot de voorraad op is; dan worden ze geschud tot een nieuwe voorraad.
web-rules-score-heading = Winnen en punten
web-rules-score = Wie de laatste kaart van de eigen hoofdstapel speelt, wint het spel en krijgt een punt voor elke kaart die nog in de andere hoofdstapels ligt.
web-rules-match = Er wordt gespeeld tot iemand de punten heeft waartoe de partij gaat; wie een spel verliest, begint het volgende.
web-rules-draw = Moet er een kaart getrokken worden terwijl de voorraad leeg is, dan is het spel onbeslist en krijgt niemand punten.
web-rules-example-heading = Een eerste beurt, stap voor stap
web-rules-step = Stap { $number } van { $count }
web-rules-previous = Vorige stap
web-rules-next = Volgende stap
web-rules-payoff = hoofdstapel
web-rules-centre = centrumstapels
web-rules-hand = in je hand
web-rules-side = zijstapels
web-rules-empty = leeg
web-rules-picture-payoff = Hoofdstapel: { $cards }.
web-rules-picture-centre = Centrumstapels: { $cards }.
web-rules-picture-hand = In je hand: { $cards }.
web-rules-picture-side = Zijstapels: { $cards }.
web-rules-step-deal = Het delen: je hoofdstapel toont een 3, je hebt vijf kaarten in je hand en de drie centrumstapels zijn leeg. Een beurt begint met trekken tot vijf kaarten; je hebt er vijf, dus je trekt niets.
web-rules-step-ace = Speel de aas uit je hand: die begint een centrumstapel.
web-rules-step-two = Die stapel heeft nu een 2 nodig: speel de 2 uit je hand.
web-rules-step-payoff = Hij heeft een 3 nodig: speel de bovenste kaart van je hoofdstapel. De kaart eronder wordt omgedraaid: een 5.
web-rules-step-king = De stapel heeft een 4 nodig en die heb je niet, maar heren zijn wild: speel de heer als 4.
web-rules-step-five = Nu is een 5 nodig: speel weer je hoofdstapelkaart. Twee kaarten van je hoofdstapel zijn weg; de volgende is een vrouw.
web-rules-step-discard = Verder kan er niets gespeeld worden, dus eindig je beurt: leg de 9 af op een zijstapel. Je houdt de 7 en trekt aan het begin van je volgende beurt vier kaarten.
web-close = Sluiten
web-review-button = Nakijken
web-review-title = Spel { $game } nagekeken
web-review-intro = Elke beurt van je wordt vele keren uitgespeeld, met de kaarten die je niet zag willekeurig verdeeld; een beurt die winkans weggaf wordt gemarkeerd: ?! een onnauwkeurigheid, ? een fout, ?? een blunder.
web-review-asking = De server wordt gevraagd het spel na te kijken…
web-review-working = Je beurten worden nagekeken: { $done } van { $moves } zetten…
web-review-lost = De verbinding viel weg voordat het nakijken klaar was: vraag het opnieuw.
web-review-again = Opnieuw nakijken
web-review-move = { $card } van { $from } op { $to }
web-match-ends = De partij is voorbij.
web-match-we-win = Jij en je partner winnen de partij!
web-match-they-win = Je tegenstanders winnen de partij.
web-match-you-win = Jij wint de partij!
web-match-wins = { $name } wint de partij.
web-tag-partner = partner
web-tag-waiting = nog niet binnen
web-tag-away = weg
web-tag-computer = computer speelt
web-to-play = aan de beurt
web-can-play-here = hier kun je spelen
web-suggested = aangeraden
web-key = (toets { $key })
web-picked-up = opgepakt
web-label-side = { $kind ->
    [you] Jouw zijstapel { $index }
   *[other] Zijstapel { $index } van { $name }
}: { $count ->
    [0] leeg
    [one] 1 kaart, { $top }
   *[other] { $count } kaarten, bovenop { $top }; van onder naar boven: { $cards }
}
web-label-payoff = { $kind ->
    [you] Jouw hoofdstapel
    [partner] Hoofdstapel van je partner
   *[other] Hoofdstapel van { $name }
}: { $count ->
    [0] leeg
    [one] 1 kaart, bovenop { $top }
   *[other] { $count } kaarten, bovenop { $top }
}
web-label-hand = { $kind ->
    [you] Jouw hand
   *[other] Hand van { $name }
}: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}{ $kind ->
    [you] {""}
   *[other] , dicht
}
web-label-hand-card = Handkaart { $index }: { $card }
web-label-centre-empty = Centrumstapel { $index }: leeg, nodig: { $needs }
web-label-centre = Centrumstapel { $index }: { $top }, nodig: { $needs }
web-label-centre-wild = Centrumstapel { $index }: heer die voor { $as } staat, nodig: { $needs }
web-source = { $source ->
    [hand] handkaart { $index }
    [payoff] je hoofdstapel
    [partner] de hoofdstapel van je partner
   *[side] zijstapel { $index }
}
web-target = { $where ->
    [centre] centrumstapel { $index }
   *[side] zijstapel { $index }
}
web-refuse-not-turn = Je bent niet aan de beurt.
web-refuse-side-empty = Zijstapel { $index } is leeg.
web-refuse-no-card = Er ligt geen kaart op { $source }.
web-refuse-no-side = Die zijstapel bestaat niet.
web-refuse-only-hand = Alleen een handkaart mag op een zijstapel afgelegd worden.
web-refuse-no-centre = Die centrumstapel bestaat niet.
web-refuse-centre = { $card } past niet op centrumstapel { $index }, die { $needs } nodig heeft.
web-log-from = { $source ->
    [hand] de hand
    [hand-card] handkaart { $index }
    [payoff] de hoofdstapel
    [partner] de hoofdstapel van de partner
   *[side] zijstapel { $index }
}
web-log-played = { $who } { $kind ->
    [you] speelde
   *[other] speelde
} { $card } van { $from } op { $to }{ $auto ->
    [yes] {" "}(de computer, tijdens afwezigheid)
   *[no] {""}
}.
web-log-played-wild = { $who } { $kind ->
    [you] speelde
   *[other] speelde
} { $card } (als { $as }) van { $from } op { $to }{ $auto ->
    [yes] {" "}(de computer, tijdens afwezigheid)
   *[no] {""}
}.
web-log-discarded = { $who } { $kind ->
    [you] legde
   *[other] legde
} { $card } van { $from } af op { $to }{ $auto ->
    [yes] {" "}(de computer, tijdens afwezigheid)
   *[no] {""}
}.
web-log-payoff-turned = { $kind ->
    [you] De volgende kaart van je hoofdstapel is { $card }.
   *[other] De volgende kaart van de hoofdstapel van { $name } is { $card }.
}
web-log-pile-completed = Centrumstapel { $index } is vol en wordt weggehaald.
web-log-shuffled = De voorraad is geschud: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}.
web-log-drew = { $who } { $kind ->
    [you] trok
   *[other] trok
} { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}.
web-log-you-drew = Je trok { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}: { $cards }.
web-just-drawn = net getrokken
web-mark-new = nieuw
web-log-turn = { $kind ->
    [you] Jouw beurt.
   *[other] De beurt is aan { $name }.
}
web-log-dealt = Spel { $game } is gedeeld.
web-result-drawn = Het spel is onbeslist: de voorraad is op. Niemand scoort.
web-result-we = Jij en je partner winnen het spel, { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
web-result-they = Je tegenstanders winnen het spel, { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
web-result-you = Jij wint het spel, { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
web-result-wins = { $name } wint het spel, { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
web-joined = { $name } doet mee.
web-left = { $name } is weg; terugkomen kan.
web-back = { $name } is terug.
web-computer-plays = De computer speelt voor { $name } tijdens de afwezigheid.
web-undo-declined = { $who } { $kind ->
    [you] weigerde
   *[other] weigerde
} het terugnemen.
web-undo-cancelled = Het terugnemen is afgebroken.
web-took-back = { $who } { $kind ->
    [you] nam
   *[other] nam
} { $from } naar { $to } terug.
web-took-back-move = { $who } { $kind ->
    [you] nam
   *[other] nam
} { $move } terug.
web-game-nav = Spel

## The terminal: hosting that can come back.
ui-cli-arg-partners = Het partnerspel: vier spelers, partners tegenover elkaar: jij en de speler tegenover je (de eerste en derde plaats) tegen de andere twee.
ui-cli-rules-unknown-field = onbekend veld '{ $field }'; de velden zijn: { $known }
ui-cli-rules-wrong-value = { $field } is { $value }, maar moet { $kind } zijn
ui-cli-rules-kind-number = een geheel getal, zoals { $example }
ui-cli-rules-kind-bool = true of false
ui-cli-rules-kind-rank = een rang tussen aanhalingstekens: "A", "2" tot "10", "J", "Q" of "K"
ui-cli-rules-kind-choice = een van { $choices }
ui-file-autosave-people = er zitten { $people } mensen aan een tafel van { $players } spelers
ui-repl-score-in-progress = Spel { $game }: wordt gespeeld, beurt { $turn }.
ui-cli-host-new = Een nieuwe kamer, ook als de vorige die hier gehost werd nog niet klaar is (zonder deze optie brengt 'spite host' die kamer terug).
ui-cli-host-server = Open de kamer op een server die al draait ('spite serve') in plaats van er hier een te starten: zijn adres, zoals 'spite join' het neemt. Je komt terug op je plaats met 'spite join', net als een vriend.
ui-online-host-kept = De server draait in deze terminal: sluit die, dan staat het spel van je vrienden stil tot je opnieuw 'spite host' uitvoert, dat deze kamer weer opent op { $addr }.
ui-online-host-not-kept = Deze kamer kan niet terugkomen ({ $reason }): sluit deze terminal, dan is het spel voor je vrienden voorbij.
ui-online-host-no-data-dir = er is geen gegevensmap om haar in te bewaren
ui-online-host-reopened = Je vorige kamer is weer open: vrienden die wachtten, komen vanzelf terug. ('spite host --new' begint in plaats daarvan een nieuwe kamer.)
ui-online-host-room-gone = Je vorige kamer is afgelopen of opgeruimd; je host een nieuwe.
ui-online-host-confirm-quit = Stoppen? De server stopt met deze terminal: het spel van je vrienden staat stil tot je opnieuw 'spite host' uitvoert. (j/n)
ui-online-host-confirm-quit-for-good = Stoppen? De server stopt met deze terminal en deze kamer kan niet terugkomen: het spel is voor je vrienden voorbij. (j/n)
ui-online-host-left = Je bent weg en de server is gestopt: het spel van je vrienden staat stil en zij wachten erop. Voer opnieuw 'spite host' uit om de kamer op { $addr } te openen en verder te spelen.
ui-online-host-left-for-good = Je bent weg en de server is gestopt: het spel is voor je vrienden voorbij.
ui-online-host-stopped = De server is gestopt.
ui-online-host-gone = De server is weg; wachten tot hij terugkomt (wie hem draait, start hem opnieuw: een host met 'spite host' of door Spite & Malice te openen, een server met 'spite serve'). Typ 'quit' om te vertrekken.
ui-online-not-sent-away = Niet verzonden: de server is weg. Typ het opnieuw als hij terug is, of 'quit' om te vertrekken.
ui-online-cannot-listen = kan niet luisteren op { $addr }: { $reason }
ui-online-no-database = kan de database in { $dir } niet openen: { $reason }
ui-os-error = { $what ->
    [not-found] bestand of map bestaat niet
    [permission-denied] geen toestemming
    [exists] het bestaat al
    [is-directory] dat is een map
    [not-directory] een deel van het pad is geen map
    [bad-name] de naam is te lang of niet toegestaan
    [disk-full] de schijf is vol
    [read-only] de schijf is alleen-lezen
    [address-in-use] het adres is al in gebruik
    [address-not-available] deze computer heeft zo'n adres niet
    [connection-refused] daar luistert niets
    [connection-reset] de verbinding werd verbroken
    [unreachable] het netwerk kan het niet bereiken
    [timed-out] geen antwoord op tijd
   *[other] een systeemfout
} ({ $raw })

## The browser client: leaving the table, the same seat in two tabs, the
## move log's pop-up on a phone, undo in words, a seat not yet taken
## (web-*). $code is a room's invite code; $card a card as shown.

web-leave-question = De tafel verlaten?
web-leave-body = Je plaats blijft bewaard: open de link van de kamer opnieuw, of kies de kamer op de startpagina, om terug te komen.
web-stay = Blijven
web-open-elsewhere = Open in een ander tabblad
web-open-elsewhere-body = Dit spel is open in een ander tabblad of venster van deze browser. Speel daar, of hier: het andere tabblad stopt dan.
web-taken-elsewhere = Dit spel is nu open in een ander tabblad of venster; hier is het gestopt.
web-play-here = Hier spelen
web-status-elsewhere = Er wordt in een ander tabblad gespeeld.
web-back-to-lobby = Terug naar de startpagina
web-close-log = Verloop van het spel sluiten
web-your-rooms = Je kamers
web-back-to-room = Terug naar kamer { $code }
web-undo-asks-card = { $name } vraagt de laatste zet terug te nemen: { $card } van { $from } op { $to }.
web-took-back-card = { $who } { $kind ->
    [you] nam
   *[other] nam
} { $card } van { $from } op { $to } terug.
web-waiting-to-join = Wachten tot { $name } meedoet.
web-nothing-to-undo = Nog niets terug te nemen in deze beurt.
web-takeover = Als een vriend weg is
web-takeover-after = { $count ->
    [0] op hem wachten
    [one] de computer speelt na 1 minuut
   *[other] de computer speelt na { $count } minuten
}
web-help-touch = Op een aanraakscherm: tik op een kaart en dan op een stapel met “▼ hier”; of sleep de kaart erheen.

# Snel spel in de terminal (`spite match`), de ranglijst (`spite ladder`)
# en de identiteit van de speler (`spite identity`).
ui-cli-about-match = Speel tegen iemand nieuws: snel spel op een server (ADDR, standaard 127.0.0.1:7878).
ui-cli-about-ladder = De ranglijst van een server, met je eigen plaats.
ui-cli-about-identity = Je overdrachtscode, of neem er een over van een ander apparaat (--key).
ui-cli-match-addr = Het adres van de server (standaard: 127.0.0.1:7878).
ui-cli-match-rules = De regelset.
ui-cli-match-casual = Een partij die geen rating verandert.
ui-cli-ladder-addr = Het adres van de server (standaard: 127.0.0.1:7878).
ui-cli-ladder-rules = De regelset waarvan de ranglijst getoond wordt.
ui-cli-identity-addr = Het adres van de server (standaard: 127.0.0.1:7878).
ui-cli-identity-key = Een overdrachtscode van een ander apparaat: speel hier als die speler.
ui-match-rated = met rating
ui-match-casual = vrijblijvend
ui-match-seeking = Op zoek naar een tegenstander ({ $rules }, { $kind }): je bent nummer { $position } in de rij. Komt er binnen { $seconds } seconden niemand, dan wordt de computer aangeboden.
ui-match-ctrl-c = Ctrl-C stopt het zoeken.
ui-match-cancelled = Je bent gestopt met zoeken: je staat niet meer in de rij.
ui-match-computer-offer = Er kwam niemand. De computer ({ $level }) kan in plaats daarvan tegen je spelen: het is een programma, geen mens, en de partij telt niet voor je rating.
ui-match-computer-question = Tegen de computer spelen? (j/n)
ui-match-computer-taken = Je speelt tegen de computer.
ui-match-still-waiting = Je blijft wachten op een mens.
ui-match-key-kept = Je hebt nu een spelerssleutel (bewaard in { $file }): die houdt je rating bij.
ui-match-key-not-kept = Je spelerssleutel kon niet bewaard worden ({ $reason }): schrijf je overdrachtscode op, anders is je rating weg met deze terminal.
ui-match-transfer-code = Je overdrachtscode, om op een ander apparaat als jezelf te spelen (daar spite identity --key CODE): { $code }
ui-match-no-data-dir = er is geen gegevensmap
ui-match-person-came = Er kwam intussen een mens: je speelt tegen die persoon (druk op Enter).
ui-match-cannot = Geen snel spel: { $reason }
ui-cli-about-rooms = De open kamers van een server, en een vrije plaats in een ervan (--take N).
ui-cli-rooms-addr = Het adres van de server (standaard: 127.0.0.1:7878).
ui-cli-rooms-take = Een vrije plaats nemen in de kamer met nummer N in de lijst.
ui-cli-host-open = De kamer in de lijst zetten, zodat iedereen de vrije plaatsen kan nemen ('spite rooms').
ui-cli-host-seed = Startgetal van de delingen van de kamer (standaard: willekeurig): hetzelfde startgetal deelt dezelfde kaarten, voor tests en herhalingen.
ui-rooms-cannot = Geen lijst met kamers: { $reason }
ui-rooms-none = Er is nu geen kamer op { $server } open voor iedereen. Open er een met { $command }.
ui-rooms-title = Open kamers op { $server }:
ui-rooms-row = { $number }. { $code }: { $rules }, { $players } spelers; { $free ->
    [one] één vrije plaats
   *[other] { $free } vrije plaatsen
}; { $names }; wacht { $waited }
ui-rooms-own-rules = eigen regels van de gastheer
ui-rooms-computer = Computer ({ $level })
ui-rooms-player = speler { $seat }
ui-rooms-waited = { $minutes ->
    [0] { $seconds } s
   *[other] { $minutes } min
}
ui-rooms-take = Neem een vrije plaats met { $command } (het nummer van de kamer), of met spite join en de code.
ui-rooms-no-such = Er is geen kamer { $number } in de lijst: er zijn er { $count }.
ui-online-host-open = De kamer is open: iedereen ziet haar met 'spite rooms' en kan de vrije plaats nemen.
ui-ladder-title = Ranglijst ({ $rules })
ui-ladder-empty = Nog niemand heeft een partij met rating gespeeld.
ui-ladder-name = Naam
ui-ladder-rating = Rating
ui-ladder-games = Partijen
ui-ladder-no-name = (geen naam)
ui-ladder-you = Jouw plaats:
ui-ladder-you-unrated = Je hebt met deze regels nog geen partij met rating gespeeld.
ui-ladder-no-key = Je hebt nog geen spelerssleutel voor { $server }: spite match maakt er een.
ui-identity-none = Je hebt nog geen spelerssleutel voor { $server }: spite match { $server } maakt er een.
ui-identity-code = Je overdrachtscode voor { $server }: { $code }
ui-identity-secret = Wie hem kent, speelt als jou; een verloren code is een verloren rating (geen wachtwoord, geen e-mail). Op een ander apparaat: spite identity --key CODE
ui-identity-refused = Die overdrachtscode is niet overgenomen: { $reason }
ui-identity-replaced = De code die hier eerst bewaard was, nu vervangen (schrijf hem op als hij ertoe doet): { $code }
ui-identity-taken = Je speelt hier nu als die speler (bewaard in { $file }).
ui-identity-name = Naam: { $name }
ui-identity-rating = { $rules }: { $rating }, { $games ->
    [one] 1 partij met rating
   *[other] { $games } partijen met rating
}

# Snel spel, rating en ranglijst, open kamers, revanche en reacties in de
# browser. $rules is een regelset in woorden (web-preset-*), $time een
# klok (0:42), $names namen van plaatsen met komma's.
web-someone-new = Speel tegen iemand nieuws
web-someone-new-what = Snel spel koppelt je aan een speler die nu ook een partij zoekt. Een partij met rating verandert de rating van beide spelers.
web-seek-kind = Partij
web-rated = Met rating
web-casual = Vrijblijvend: geen rating verandert
web-find-opponent = Zoek een tegenstander
web-seeking-title = Op zoek naar een tegenstander
web-seeking-what = { $rules }, { $rated ->
    [yes] met rating
   *[no] vrijblijvend
}
web-seeking-joining = In de rij gaan staan…
web-seeking-position = Je bent nummer { $position } in de rij.
web-seeking-waited = Je wacht al { $time }
web-seeking-computer-in = Komt er niemand, dan wordt de computer aangeboden over { $count ->
    [one] { $count } seconde
   *[other] { $count } seconden
}.
web-play-computer = Speel tegen de computer
web-keep-waiting = Of blijf wachten op een mens: je blijft in de rij.
web-your-rating = Rating { $rating } ± { $deviation }, { $count ->
    [one] { $count } partij met rating
   *[other] { $count } partijen met rating
}
web-player-rating-explain = De ± zegt hoe zeker de rating is: je sterkte ligt 95 keer op 100 binnen twee keer die afstand van de rating. Hij wordt kleiner naarmate je speelt.
web-ratings-heading = Je rating en de ranglijst
web-player-none = Je hebt op deze server nog geen spelerssleutel: je eerste snelle spel maakt er een.
web-player-code = Je overdrachtscode:
web-player-copy = Code kopiëren
web-player-code-explain = Typ hem op een ander apparaat om daar als jou te spelen. Wie hem kent, speelt als jou, en een verloren code is een verloren rating: er is geen wachtwoord en geen e-mail.
web-player-use-code = Een overdrachtscode van een ander apparaat
web-player-use-button = Speel als die speler
web-player-not-code = Dat is geen overdrachtscode: die heeft 32 cijfers en letters van A tot F.
web-player-taken = Je speelt hier nu als die speler.
web-player-replaced = De code die hier eerst bewaard was, was { $code }: schrijf hem op als hij ertoe doet.
web-player-leaderboard = Ranglijst
web-player-rank = Plaats
web-player-place = Jouw plaats: { $rank } ({ $rating } ± { $deviation }).
web-loading = Laden…
web-open-room = Zet hem bij de open kamers: iedereen mag een vrije plaats nemen
web-open-rooms = Open kamers
web-open-rooms-none = Er wacht op dit moment geen open kamer op spelers.
web-preset-own = Eigen regels van de gastheer
web-open-computer = computer ({ $level })
web-open-room-about = { $count ->
    [one] { $count } vrije plaats
   *[other] { $count } vrije plaatsen
} van { $players }. Aan tafel: { $names }. Wacht al { $time }.
web-take-seat = Neem een plaats
web-rematch = Revanche
web-rematch-offered = { $who } biedt een revanche aan.
web-rematch-accept = Revanche aannemen
web-rematch-decline = Afslaan
web-rematch-waiting = Je bood een revanche aan; wachten op { $names }.
web-rematch-declined = { $who } sloeg de revanche af.
web-rematch-left = { $who } is weg: er komt geen revanche.
web-rematch-starting = Iedereen nam aan: de revanche wordt gedeeld.
web-reactions = Reacties
web-mute = Dempen
web-mute-heading = Verberg de reacties van

## The window: quick match, ratings and rematch.
ui-quick-tab = Snel spelen
ui-open-rooms-show = Toon de open kamers op deze server
ui-quick-about = Speel tegen iemand nieuws: de server koppelt je aan iemand die op dezelfde regels wacht. Komt er niemand, dan biedt hij de computer aan, en zegt dat erbij.
ui-quick-button = Zoek een tegenstander
ui-quick-code = Je overdrachtscode: { $code }
ui-quick-code-about = Wie hem kent, speelt als jou; een verloren code is een verloren rating (geen wachtwoord, geen e-mail). Typ hem op een ander apparaat om daar als jou te spelen.
ui-quick-asking = De server wordt gevraagd…
ui-quick-no-key = Je hebt nog geen spelerssleutel voor deze server: je eerste snelle partij maakt er een.
ui-quick-type-code = Een overdrachtscode van een ander apparaat:
ui-quick-use-code = Gebruik hem
ui-quick-code-taken = Je speelt hier nu als die speler.
ui-quick-leaderboard = Ranglijst
ui-quick-unrated = Nog geen partij met rating: iedereen begint op 1500 ± 350.
ui-quick-seeking = Op zoek naar een tegenstander ({ $rules }, { $kind }): nummer { $position } in de rij, wachtend { $time }.
ui-quick-computer-in = Komt er binnen { $seconds } seconden niemand, dan wordt de computer aangeboden.
ui-quick-connecting = Op zoek naar een tegenstander…
ui-quick-new-key = Je hebt nu een spelerssleutel, bewaard bij de bestanden van dit venster: hij bewaart je rating. Overdrachtscode: { $code }
ui-quick-key-not-kept = Je spelerssleutel kon niet bewaard worden ({ $reason }): schrijf de overdrachtscode op, anders is je rating weg als dit venster sluit. Overdrachtscode: { $code }
ui-quick-no-files = dit venster bewaart geen bestanden
ui-quick-accept = Speel tegen de computer
ui-quick-cancel = Stop met zoeken
ui-rematch-button = Revanche
ui-rematch-offered = { $name } biedt een revanche aan.
ui-rematch-waiting = Revanche aangeboden: wachten op { $names }.
ui-rematch-accept = Revanche aannemen
ui-rematch-decline = Afslaan
ui-rematch-declined = { $name } sloeg de revanche af.
ui-rematch-left = { $name } is weg: geen revanche.
ui-net-invite = Uitnodigen…
ui-net-invite-title = Een vriend uitnodigen
ui-net-invite-terminal = Vanuit een terminal typt een vriend:
ui-net-invite-link = Vanuit een browser opent een vriend:
ui-net-invite-window = Vanuit Spite & Malice kiest een vriend Online spelen…, Meedoen, en typt het adres en de uitnodigingscode.
ui-reaction-menu = Reageren
ui-reaction-mute = Reacties van { $name } dempen
ui-reaction-unmute = Reacties van { $name } weer tonen
