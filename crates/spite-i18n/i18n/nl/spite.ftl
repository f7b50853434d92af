# Spite & Malice: Nederlands.
#
# De spelwoorden komen uit de traditionele Nederlandse spelregels:
# pay-off-stapel, zijstapel (zijkant-/kantstapels), centrumstapel
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
    [player] van speler { $number }
    [computer] { $number ->
        [0] van de computer
       *[other] van computer { $number }
    }
    [seat] van plaats { $number }
   *[named] van { $name }
}
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] willekeurig
    [naive] naïef
    [easy] makkelijk
    [medium] gemiddeld
    [hard] moeilijk
   *[expert] expert
}
join-partners = { $first } & { $second }
join-and = { $first } en { $second }
list-separator = {", "}

## Rangen (in zinnen; kaarten tonen A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] aas
    [11] boer
    [12] koningin
    [13] koning
   *[other] { $rank }
}
rank-the = de { rank-name }
rank-a = een { rank-name }

## Waar kaarten vandaan komen

move-from = { $source ->
    [hand] uit de hand
    [payoff] van de pay-off-stapel
    [partner] van de pay-off-stapel van de partner
   *[side] van zijstapel { $pile }
}

## Het spel verteld

played = { $who } speelt { $card } { $from } op centrum { $centre }.
played-wild = { $who } speelt { $card } { $from } op centrum { $centre } als { $counts-as }.
discarded = { $who } legt { $card } af op zijstapel { $pile } en beëindigt de beurt.
payoff-turned = { $kind ->
    [you] Je volgende pay-off-kaart is { $card }.
   *[other] De volgende pay-off-kaart { $whose } is { $card }.
}
pile-completed-shuffled = Centrum { $centre } is vol; de kaarten gaan terug in de voorraad.
pile-completed-set-aside = Centrum { $centre } is vol en gaat opzij tot de voorraad op is.
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
}: { $sides }.
score-side = { $side } { $points }
match-won = { $side } { $side-kind ->
    [you] wint
    [one] wint
   *[other] winnen
} de partij!
welcome = Spite & Malice: { $rules }, partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}, seed { $seed }.
welcome-against = Spite & Malice: { $rules }, partij tot { $target ->
    [one] 1 punt
   *[other] { $target } punten
}, seed { $seed }. { $first } tegen { $others }.
move-option = { $card } { $from } naar centrum { $centre }
move-option-wild = { $card } { $from } naar centrum { $centre } als { $counts-as }
move-option-discard = { $card } afleggen op zijstapel { $pile } (beëindigt de beurt)
hint = Tip: { $move } ({ $card }) - { $reason }.
hint-no-card = Tip: { $move } - { $reason }.
hint-no-reason = Tip: { $move } ({ $card }).
hint-move-only = Tip: { $move }.
no-hint = Nu geen tip.
took-back = { $who } neemt { $move } ({ $card }) terug.
took-back-no-card = { $who } neemt { $move } terug.
bot-failed-tried = { $who } probeerde een ongeldige zet ({ $tried }) en speelt daarom { $played }.
bot-failed = { $who } kon geen zet kiezen en speelt daarom { $played }.

## Het plan van een tip

hint-reason = { $plan }: { $why }
hint-play = speel { $steps }
hint-play-and-discard = speel { $steps }, en leg { $card } af op zijstapel { $pile }
hint-discard = leg { $card } af op zijstapel { $pile }
hint-step = { $card } { $from } op centrum { $centre }
hint-then = {", dan "}
hint-more = meer
hint-the-card = de kaart
hint-from = { $source ->
    [hand] uit je hand
    [payoff] van je pay-off-stapel
    [partner] van de pay-off-stapel van je partner
   *[side] van zijstapel { $pile }
}
hint-why-wins = daarmee win je het spel
hint-why-payoff-now = je pay-off-{ $card } gaat nu weg
hint-why-payoff-next = je pay-off-{ $card } gaat daarna weg
hint-why-empties-hand = daarmee is je hand leeg en trek je vijf nieuwe kaarten
hint-why-helps-opponent = nu op het centrum spelen zou de pay-off-kaart van je tegenstander helpen
hint-why-nothing-closer = niets op het centrum brengt je pay-off-kaart dichterbij
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
refused-not-a-move-shape = '{ $text }' is geen zet: een zet is een bron en een doel, zoals 'h3 c1' of 'p c2'.
refused-no-such-card = Je hebt geen { $card } om te spelen: het is niet de bovenste kaart van je pay-off-stapel, niet in je hand en niet bovenop een zijstapel.
refused-not-a-move = Dat is geen zet: { $reason }.
refused-undo-nothing = Niets terug te nemen: je hebt deze beurt nog niet gezet, en eerdere beurten staan vast.
refused-undo-revealed = Kan { $move } niet terugnemen: die zet { $reason }, dus die blijft.
revealed-payoff-card = draaide een nieuwe pay-off-kaart om
revealed-drew = liet nieuwe kaarten trekken
revealed-turn-ended = beëindigde de beurt
revealed-game-ended = beëindigde het spel
refused-stale = Dat antwoord kwam te laat: de tafel is al verder.
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
rule-error-empty-payoff = je pay-off-stapel is leeg
rule-error-empty-partner-payoff = de pay-off-stapel van je partner is leeg
rule-error-no-partner = alleen het partnerspel heeft een pay-off-stapel van de partner
rule-error-payoff-to-side = pay-off-kaarten mogen alleen op een centrumstapel
rule-error-side-to-side = kaarten van een zijstapel mogen alleen op een centrumstapel, nooit op een andere zijstapel
rule-error-does-not-fit = { $card-rank-the } past niet op centrumstapel { $centre }, die { $needs-a } nodig heeft
rule-error-unknown = die kaart is nog niet bekend

## Waarom met een set regels niet gespeeld kan worden

rules-error-players = het spel is voor 2 tot { $max } spelers, niet { $count }
rules-error-no-such-seat = plaats { $seat } bestaat niet
rules-error-partnership = het partnerspel is voor precies { $max } spelers, niet { $count }
rules-error-empty-payoff = een pay-off-stapel heeft minstens één kaart nodig
rules-error-hand-size = een hand moet 1 tot { $max } kaarten hebben, niet { $count }
rules-error-centre-piles = er moeten 1 tot { $max } centrumstapels zijn, niet { $count }
rules-error-complete-at = centrumstapels moeten vol zijn bij de koningin of de koning, niet bij { $rank-the }: onder de koningin konden hogere kaarten nooit gespeeld worden
rules-error-kings-stuck = zonder wilde koningen moeten centrumstapels tot de koning lopen, anders kunnen koningen nooit gespeeld worden
rules-error-match-target = de partij moet tot minstens 1 punt gaan
rules-error-too-few-cards = { $decks } spellen hebben { $cards } kaarten, te weinig om { $players } pay-off-stapels van { $payoff } en handen van { $hand } te delen en een voorraad over te houden

## Waarom getypte tekst geen zet is (de notatie wordt niet vertaald)

parse-error-shape = een zet is een bron en een doel, zoals 'h3 c1' of 'p c2'
parse-error-source = '{ $text }' is geen bron: gebruik h1..h{ $hand } (hand), p (pay-off), pp (pay-off van de partner) of s1..s{ $sides } (zijstapel)
parse-error-target = '{ $text }' is geen doel: gebruik c1..c{ $centres } (centrumstapel) of s1..s{ $sides } (zijstapel)

## Hoe een set regels heet

rules-preset = regels { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count ->
    [one] 1 speler
   *[other] { $count } spelers
}
change-partnership = met partners
change-no-partnership = zonder partners
change-payoff = pay-off { $count }
change-hand = hand { $count }
change-centre-piles = { $count ->
    [one] 1 centrumstapel
   *[other] { $count } centrumstapels
}
change-kings-wild = koningen wild
change-kings-not-wild = koningen niet wild
change-complete-at = stapels tot { $rank-the }
change-completed-shuffled = volle stapels in de voorraad geschud
change-completed-set-aside = volle stapels opzij
change-refill = een lege hand wordt aangevuld
change-no-refill = een lege hand beëindigt de beurt
change-match-target = partij tot { $count }

## De regels uitgelegd

rule-heading = De regels: { $rules }.
rule-aim = Speel als eerste alle kaarten van je pay-off-stapel op de centrumstapels.
rule-aim-partnership = Speel als eerste koppel alle kaarten van de pay-off-stapels van beide partners op de centrumstapels.
rule-deal = { $players ->
    [one] 1 speler
   *[other] { $players } spelers
}, { $decks ->
    [one] 1 spel kaarten
   *[other] { $decks } spellen kaarten samen geschud
}. Iedere speler heeft een pay-off-stapel van { $payoff ->
    [one] 1 kaart
   *[other] { $payoff } kaarten
}, alleen de bovenste open, een hand van { $hand } en vier zijstapels, leeg bij het begin. { $centre ->
    [one] Eén centrumstapel wordt
   *[other] { $centre } centrumstapels worden
} gedeeld, leeg bij het begin; de overige kaarten zijn de voorraad.
rule-partners = Partners zitten tegenover elkaar (plaats 1 en 3 tegen plaats 2 en 4) en mogen de bovenste kaart van elkaars pay-off-stapel spelen.
rule-turn-start = Je beurt begint met kaarten trekken uit de voorraad tot je { $hand ->
    [one] 1 kaart
   *[other] { $hand } kaarten
} in je hand hebt.
rule-sources = Speel dan zoveel kaarten als je wilt op de centrumstapels: de bovenste van je pay-off-stapel, de bovenste van een van je zijstapels, of een kaart uit je hand.
rule-build = Een centrumstapel wordt opgebouwd vanaf de aas, één rang per keer, ongeacht de kleur: A, 2, 3 … tot { $rank-the }.
rule-kings-wild = Koningen zijn wild: een koning mag op elke centrumstapel, ook een lege, en telt als de rang die de stapel nodig heeft.
rule-kings-not-wild = Koningen zijn niet wild: een koning is gewoon een koning en komt op een koningin.
rule-completed-shuffled = Een centrumstapel die { $rank-the } bereikt is vol: de { $rank } kaarten worden in de voorraad geschud en de stapel begint weer bij de aas.
rule-completed-set-aside = Een centrumstapel die { $rank-the } bereikt is vol en gaat opzij; pas als er een kaart getrokken moet worden uit een lege voorraad, worden de opzijgelegde stapels tot een nieuwe voorraad geschud.
rule-discard = Je beurt eindigt als je een kaart uit je hand aflegt op een van je vier zijstapels. Kaarten van de pay-off-stapel en van zijstapels gaan nooit naar een zijstapel.
rule-empty-hand-refill = Als je hand tijdens je beurt leeg raakt, trek je er { $hand } bij en speel je door.
rule-empty-hand-ends = Als je hand tijdens je beurt leeg raakt, eindigt je beurt.
rule-win = Wie de laatste pay-off-kaart speelt, wint meteen het spel en scoort de kaarten die nog in de andere pay-off-stapels liggen.
rule-win-partnership = Een koppel wint als beide pay-off-stapels leeg zijn, en scoort de kaarten die nog in de pay-off-stapels van het andere koppel liggen.
rule-drawn = Moet er een kaart getrokken worden terwijl de voorraad leeg is, dan eindigt het spel onbeslist en scoort niemand.
rule-drawn-set-aside = Moet er een kaart getrokken worden terwijl de voorraad leeg is en er geen stapels opzij liggen, dan eindigt het spel onbeslist en scoort niemand.
rule-match = Een partij is gewonnen bij { $target ->
    [one] 1 punt
   *[other] { $target } punten
}. De speler na de winnaar (met twee spelers: de verliezer) begint het volgende spel; na een onbeslist spel de speler na wie dat spel begon.

## The frontends' own words (ui-*)

ui-menu-new-game = Nieuw spel
