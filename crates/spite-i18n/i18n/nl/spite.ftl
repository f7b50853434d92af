# Spite & Malice: English, the source language and the fallback.
#
# Every other language has exactly these message ids. Arguments, by name:
#   $who     a seat as the subject of a sentence (seat-subject)
#   $whose   a seat as a possessor (seat-possessor)
#   $kind    the seat's kind, for agreement: you, player, computer, seat, named
#   $side    a scoring side (one seat's subject form, or partners joined)
#   $side-kind  you, one (one seat, not you), with-you (partners, one of
#            them you), several (partners, neither you)
#   $card    a card as the frontend shows it (5H, 5♥); never translated
#   $move    a move in the notation players type (h3 c1); never translated
#   $rank    a rank as a number, 1 (ace) to 13 (king); with $rank-name,
#            $rank-the (with the definite article) and $rank-a (indefinite)
#            (likewise $card-rank-* and $needs-*)
#   $count, $points, $hand, ...  numbers: use them to choose plural forms

## Seats

# A seat's name on its own (a label on the table), or starting a sentence.
seat-name = { $kind ->
    [you] You
    [player] Player { $number }
    [computer] { $number ->
        [0] Computer
       *[other] Computer { $number }
    }
    [seat] Seat { $number }
   *[named] { $name }
}
# The seat as the subject of a sentence.
seat-subject = { seat-name }
# The seat as a possessor ("Computer's turn"); "you" is worded in each sentence.
seat-possessor = { $kind ->
    [you] Your
   *[other] { seat-name }'s
}
# A computer seat with its level: "Computer (medium)".
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] random
    [naive] naive
    [easy] easy
    [medium] medium
    [hard] hard
   *[expert] expert
}
# Partners: "You & Computer 2".
join-partners = { $first } & { $second }
# The last of several opponents: "Computer 1 and Computer 2".
join-and = { $first } and { $second }
list-separator = {", "}

## Ranks (in sentences; card faces keep the notation: A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] ace
    [11] jack
    [12] queen
    [13] king
   *[other] { $rank }
}
rank-the = the { rank-name }
rank-a = { $rank ->
    [1] an ace
    [8] an 8
   *[other] a { rank-name }
}

## Where cards come from

move-from = { $source ->
    [hand] from hand
    [payoff] from pay-off pile
    [partner] from partner's pay-off pile
   *[side] from side pile { $pile }
}

## The game told

played = { $who } { $kind ->
    [you] play
   *[other] plays
} { $card } { $from } to centre { $centre }.
played-wild = { $who } { $kind ->
    [you] play
   *[other] plays
} { $card } { $from } to centre { $centre } as { $counts-as }.
discarded = { $who } { $kind ->
    [you] discard
   *[other] discards
} { $card } onto side pile { $pile }, ending the turn.
payoff-turned = { $whose } next pay-off card is { $card }.
pile-completed-shuffled = Centre { $centre } is complete; its cards go back into the stock.
pile-completed-set-aside = Centre { $centre } is complete and set aside until the stock runs out.
stock-shuffled = The stock is shuffled; it holds { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
drew = { $who } { $kind ->
    [you] draw
   *[other] draws
} { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
drew-cards = { $who } { $kind ->
    [you] draw
   *[other] draws
} { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $cards }.
turn-starts = { $whose } turn.
game-won = { $side } { $side-kind ->
    [one] wins
   *[other] win
} the game, scoring { $points ->
    [one] 1 point
   *[other] { $points } points
}.
game-drawn = The stock ran out when a card had to be drawn: the game is drawn, no points.
game-starts = Game { $number }: { $first } { $kind ->
    [you] play first
   *[other] plays first
}.
game-resumed = Game { $number }: { $first } { $kind ->
    [you] are to move
   *[other] is to move
}.
score = Match to { $target } points: { $sides }.
score-side = { $side } { $points }
match-won = { $side } { $side-kind ->
    [one] wins
   *[other] win
} the match!
welcome = Spite & Malice: { $rules }, match to { $target } points, seed { $seed }.
welcome-against = Spite & Malice: { $rules }, match to { $target } points, seed { $seed }. { $first } against { $others }.
move-option = { $card } { $from } to centre { $centre }
move-option-wild = { $card } { $from } to centre { $centre } as { $counts-as }
move-option-discard = discard { $card } onto side pile { $pile } (ends the turn)
hint = Hint: { $move } ({ $card }) - { $reason }.
hint-no-card = Hint: { $move } - { $reason }.
hint-no-reason = Hint: { $move } ({ $card }).
hint-move-only = Hint: { $move }.
no-hint = No hint now.
took-back = { $who } { $kind ->
    [you] take
   *[other] takes
} back { $move } ({ $card }).
took-back-no-card = { $who } { $kind ->
    [you] take
   *[other] takes
} back { $move }.
bot-failed-tried = { $who } tried an illegal move ({ $tried }), so it plays { $played } instead.
bot-failed = { $who } failed to choose a move, so it plays { $played }.

## A hint's plan, as the computer explains it

hint-reason = { $plan }: { $why }
hint-play = play { $steps }
hint-play-and-discard = play { $steps }, and discard { $card } onto side pile { $pile }
hint-discard = discard { $card } onto side pile { $pile }
hint-step = { $card } { $from } to centre { $centre }
hint-then = {", then "}
hint-more = more
hint-the-card = the card
hint-from = { $source ->
    [hand] from hand
    [payoff] from your pay-off pile
    [partner] from your partner's pay-off pile
   *[side] from side pile { $pile }
}
hint-why-wins = that wins the game
hint-why-payoff-now = your pay-off { $card } goes now
hint-why-payoff-next = your pay-off { $card } goes next
hint-why-empties-hand = that empties your hand for five new cards
hint-why-helps-opponent = playing to the centre now would help your opponent's pay-off card
hint-why-nothing-closer = nothing in the centre brings your pay-off card closer
hint-why-keeps-order = it moves cards on while keeping your side piles in order

## Refusals: nothing changed

refused-you-are-to-move = That seat is not to move: you are.
refused-not-your-turn = It is not your turn: it is { $whose } turn.
refused-not-a-person = { $who } { $kind ->
    [you] are
   *[other] is
} a computer player and moves by itself.
refused-game-over = This game is over.
refused-match-over = The match is over.
refused-game-not-over = This game is not over yet; the next one is dealt when it ends.
refused-illegal = Cannot play { $move } ({ $card }): { $reason }.
refused-illegal-no-card = Cannot play { $move }: { $reason }.
refused-not-a-move-shape = '{ $text }' is not a move: a move is a source and a target, like 'h3 c1' or 'p c2'.
refused-no-such-card = You have no { $card } to play: it is not your pay-off top, in your hand or on top of a side pile.
refused-not-a-move = That is not a move: { $reason }.
refused-undo-nothing = Nothing to take back: you have not moved yet this turn, and earlier turns are final.
refused-undo-revealed = Cannot take back { $move }: that move { $reason }, so it stays.
revealed-payoff-card = turned up a new pay-off card
revealed-drew = drew new cards
revealed-turn-ended = ended the turn
revealed-game-ended = ended the game
refused-stale = That answer came too late: the table has moved on.
refused-rules = These rules cannot be played: { $reason }.

## Why the rules refuse a move

rule-error-game-over = the game is over
rule-error-not-your-turn = it is not your turn
rule-error-no-hand-card = your hand has no card h{ $slot }; it holds { $count ->
    [one] 1 card
   *[other] { $count } cards
}
rule-error-no-centre-pile = there is no centre pile c{ $pile }; the table has { $count }
rule-error-no-side-pile = there is no side pile s{ $pile }; each seat has four
rule-error-empty-side = side pile s{ $pile } is empty
rule-error-empty-payoff = your pay-off pile is empty
rule-error-empty-partner-payoff = your partner's pay-off pile is empty
rule-error-no-partner = only the partnership game has a partner's pay-off pile
rule-error-payoff-to-side = pay-off cards may only be played to a centre pile
rule-error-side-to-side = side pile cards may only be played to a centre pile, never to another side pile
rule-error-does-not-fit = { $card-rank-the } cannot go on centre pile { $centre }, which needs { $needs-a }
rule-error-unknown = that card is not known yet

## Why a rule set cannot be played

rules-error-players = the game needs 2 to { $max } players, not { $count }
rules-error-no-such-seat = seat { $seat } does not exist
rules-error-partnership = the partnership game is for exactly { $max } players, not { $count }
rules-error-empty-payoff = a pay-off pile needs at least one card
rules-error-hand-size = the hand size must be 1 to { $max }, not { $count }
rules-error-centre-piles = there must be 1 to { $max } centre piles, not { $count }
rules-error-complete-at = centre piles must complete at the queen or the king, not { $rank-the }: below the queen, higher cards could never be played
rules-error-kings-stuck = without wild kings, centre piles must run up to the king, or kings could never be played
rules-error-match-target = the match target must be at least 1 point
rules-error-too-few-cards = { $decks } decks hold { $cards } cards, too few to deal { $players } pay-off piles of { $payoff } and hands of { $hand } and leave a stock

## Why typed text is not a move (the notation itself is never translated)

parse-error-shape = a move is a source and a target, like 'h3 c1' or 'p c2'
parse-error-source = '{ $text }' is not a source: use h1..h{ $hand } (hand), p (pay-off), pp (partner's pay-off) or s1..s{ $sides } (side pile)
parse-error-target = '{ $text }' is not a target: use c1..c{ $centres } (centre pile) or s1..s{ $sides } (side pile)

## What a rule set is called

rules-preset = { $preset } rules
rules-changed = { $preset }, { $changes }
change-players = { $count } players
change-partnership = in partnerships
change-no-partnership = no partnerships
change-payoff = pay-off { $count }
change-hand = hand { $count }
change-centre-piles = { $count ->
    [1] 1 centre pile
   *[other] { $count } centre piles
}
change-kings-wild = kings wild
change-kings-not-wild = kings not wild
change-complete-at = piles to the { $rank-name }
change-completed-shuffled = complete piles shuffled into the stock
change-completed-set-aside = complete piles set aside
change-refill = an emptied hand is refilled
change-no-refill = an emptied hand ends the turn
change-match-target = match to { $count }

## The rules explained

rule-heading = The rules: { $rules }.
rule-aim = Be the first to play every card of your pay-off pile onto the centre piles.
rule-aim-partnership = Be the first partnership to play every card of both partners' pay-off piles onto the centre piles.
rule-deal = { $players } players, { $decks } decks shuffled together. Each player has a pay-off pile of { $payoff ->
    [one] 1 card
   *[other] { $payoff } cards
}, only its top card face up, a hand of { $hand } and four side piles, empty at the start. { $centre ->
    [1] One centre pile is
   *[other] { $centre } centre piles are
} shared, empty at the start; the other cards are the stock.
rule-partners = Partners sit opposite each other (seats 1 and 3 against seats 2 and 4) and may play the top card of either partner's pay-off pile.
rule-turn-start = Your turn starts by drawing from the stock until your hand holds { $hand ->
    [one] 1 card
   *[other] { $hand } cards
}.
rule-sources = Then play as many cards as you like onto the centre piles: the top of your pay-off pile, the top of any of your side piles, or a hand card.
rule-build = A centre pile is built up from the ace, one rank at a time, regardless of suit: A, 2, 3 … up to { $rank-the }.
rule-kings-wild = Kings are wild: a king may be played on any centre pile, even an empty one, and stands for the rank that pile needs.
rule-kings-not-wild = Kings are not wild: a king is only a king, played on a queen.
rule-completed-shuffled = A centre pile that reaches { $rank-the } is complete: its { $rank } cards are shuffled into the stock, and the pile starts again from the ace.
rule-completed-set-aside = A centre pile that reaches { $rank-the } is complete and set aside; only when a card must be drawn from an empty stock are the set-aside piles shuffled into a new stock.
rule-discard = Your turn ends when you discard a hand card onto one of your four side piles. Pay-off and side pile cards never go to side piles.
rule-empty-hand-refill = If you empty your hand during your turn, you draw { $hand } more and go on.
rule-empty-hand-ends = If you empty your hand during your turn, your turn ends.
rule-win = Playing your last pay-off card wins the game at once; you score the cards left in the other pay-off piles.
rule-win-partnership = A partnership wins when both its pay-off piles are empty, and scores the cards left in the other partnership's pay-off piles.
rule-drawn = If a card must be drawn and the stock is empty, the game is drawn and nobody scores.
rule-drawn-set-aside = If a card must be drawn, the stock is empty and no piles are set aside, the game is drawn and nobody scores.
rule-match = A match is won at { $target ->
    [one] 1 point
   *[other] { $target } points
}. The player after the winner (with two players, the loser) starts the next game; after a drawn game, the player after the one who started it.

## The frontends' own words (ui-*)

ui-menu-new-game = Nieuw spel
