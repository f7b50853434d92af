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
    [racer] racer
    [blocker] blocker
    [hoarder] hoarder
    [easy] easy
    [medium] medium
    [hard] hard
   *[expert] expert
}
# Partners: "You & Computer 2".
join-partners = { $first } & { $second }
# The last of several opponents: "Computer 1 and Computer 2".
join-and = { $first } and { $second }
join-or = { $first } or { $second }
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
} { $card } { $from } to centre pile { $centre }.
played-wild = { $who } { $kind ->
    [you] play
   *[other] plays
} { $card } { $from } to centre pile { $centre } as { $counts-as }.
discarded = { $who } { $kind ->
    [you] discard
   *[other] discards
} { $card } onto side pile { $pile }, ending the turn.
payoff-turned = { $whose } next pay-off card is { $card }.
pile-completed-shuffled = Centre pile { $centre } is complete; its cards go back into the stock.
pile-completed-set-aside = Centre pile { $centre } is complete and set aside until the stock runs out.
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
score = Match to { $target ->
    [one] 1 point
   *[other] { $target } points
}. { $sides }.
score-side = { $side }: { $points }
match-won = { $side } { $side-kind ->
    [one] wins
   *[other] win
} the match!
welcome = Spite & Malice: { $rules }, match to { $target ->
    [one] 1 point
   *[other] { $target } points
}, seed { $seed }.
welcome-against = Spite & Malice: { $rules }, match to { $target ->
    [one] 1 point
   *[other] { $target } points
}, seed { $seed }. { $first } against { $others }.
move-option = { $card } { $from } to centre pile { $centre }
move-option-wild = { $card } { $from } to centre pile { $centre } as { $counts-as }
move-option-discard = discard { $card } onto side pile { $pile } (ends the turn)
hint = Hint: { $move } ({ $card }) - { $reason }.
hint-no-card = Hint: { $move } - { $reason }.
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

## A move in the window's words: cards and piles, not the notation typed
## in the terminal ("5♠ from hand to centre pile 1"). $from is move-from;
## $target is centre or side; $index the pile's number.
move-words = { $card } { $from } { $target ->
    [side] onto side pile { $index }
   *[centre] to centre pile { $index }
}
# The card of a move taken back, where it is not told.
move-words-a-card = a card
hint-words = Hint: { $target ->
    [side] discard
   *[centre] play
} { $move } - { $reason }.
took-back-words = { $who } { $kind ->
    [you] take
   *[other] takes
} back { $move }.
refused-illegal-words = Cannot play { $move }: { $reason }.
refused-undo-revealed-words = Cannot take back { $move }: that move { $reason }, so it stays.

## A hint's plan, as the computer explains it

hint-reason = { $plan }: { $why }
hint-play = play { $steps }
hint-play-and-discard = play { $steps }, and discard { $card } onto side pile { $pile }
hint-discard = discard { $card } onto side pile { $pile }
hint-step = { $card } { $from } to centre pile { $centre }
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
hint-why-partner-payoff-now = your partner's pay-off { $card } goes now
hint-why-partner-payoff-next = your partner's pay-off { $card } goes next
hint-why-empties-hand = that empties your hand for { $count ->
    [one] 1 new card
   *[other] { $count } new cards
}
hint-why-plays-out-hand = that plays out your whole hand
hint-why-blocks-opponent = that keeps your opponent's pay-off { $card } from the centre
hint-why-helps-opponent = playing to the centre now would help your opponent's pay-off { $card }
hint-why-keeps-king = only a king would bring your pay-off card closer, so it is kept for it
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
# A card dropped on a pile it does not fit: the reason alone.
refused-rule = { $reason }.
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
refused-rematch = A rematch can be offered once the match is over, and answered while one is offered.
refused-review = A game can be reviewed once it is over.
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

parse-error-shape = a move is a card and where it goes, like 'h3 c1' or 'p c2'
parse-error-unknown = '{ $text }' is not a card or a pile: a move starts with { $hand ->
    [0] {""}
    [1] h1 (hand),{" "}
   *[other] h1..h{ $hand } (hand),{" "}
}p (pay-off), { $partner ->
    [yes] pp (partner's pay-off),{" "}
   *[no] {""}
}s1..s{ $sides } (side piles) or a card you can see, like 7h
parse-error-no-target = '{ $text }' needs a target: a move is a card and where it goes, like 'h3 c1' or 'p c2'
parse-error-words = '{ $text }' has { $count } words: a move is a card and where it goes, like 'h3 c1' or 'p c2'
parse-error-reversed = '{ $text }' is a centre pile, where a card goes: name the card first, then where it goes
parse-error-reversed-swap = '{ $text }' is a centre pile, where a card goes: name the card first, then where it goes: '{ $swapped }'
parse-error-source-as-target = '{ $text }' is where a card comes from, not where it goes: use { $centres ->
    [1] c1 (the centre pile)
   *[other] c1..c{ $centres } (centre piles)
} or s1..s{ $sides } (side piles)
parse-error-target = '{ $text }' is not a target: use { $centres ->
    [1] c1 (the centre pile)
   *[other] c1..c{ $centres } (centre piles)
} or s1..s{ $sides } (side piles)
parse-error-not-held = { $card } is not your pay-off top, in your hand or on top of one of your side piles

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

## The frontends' own words (ui-*): menus, buttons, status lines, labels.
## Arguments: $name a seat's name (Render::name), $count and other numbers,
## $card a card as shown, $key a key, $file a file name, $reason a reason.

## The window's menu bar
ui-menu-new-game = New game
ui-menu-new-game-key = New game (N)
ui-menu-undo = Undo (U)
ui-menu-hint = Hint (H)
ui-menu-settings = Settings
ui-menu-rules = Rules
ui-menu-statistics = Statistics
ui-menu-log = Log
ui-menu-help = Help (F1)
ui-menu-language = Language

## Status line and score line
ui-score-line = Game { $game } · match to { $target } · { $scores }
ui-status-computer-playing = { $name } is playing… (Space: at once)
ui-status-pass-screen = Pass the screen to { $name }.
ui-status-your-turn = Your turn
ui-status-whose-turn = { $name }'s turn
ui-status-this-card = this card
ui-status-the-card = the { $card }
ui-status-cannot-play-now = { $who }: { $card } cannot be played now (the centre piles need { $needs }). Esc puts it down.
ui-status-pick-target = { $who }: now click or press the key of a highlighted pile (Esc to put the card down).
ui-status-pick-card = { $who }: click or drag a card from your hand, pay-off pile or a side pile; discarding to a side pile ends the turn.
ui-list-and = { $first } and { $last }

## The move log
ui-log-title = Moves
ui-log-empty = No moves yet in this game.
ui-log-turn = Turn { $turn } · { $name }

## Help: keyboard and mouse
ui-help-title = Help: keyboard and mouse
ui-help-key-hand = pick up a hand card
ui-help-key-payoff = pick up your pay-off card
ui-help-key-partner = pick up your partner's pay-off card (partnership game)
ui-help-key-side = pick up a side pile's top card, or with a hand card held: discard there (ends the turn)
ui-help-key-centre = play the held card to centre pile 1, 2, 3 (…)
ui-help-key-escape = put the held card down
ui-help-key-hint = hint: the computer suggests a move and says why
ui-help-key-undo-name = U or Ctrl+Z
ui-help-key-undo = undo (only moves of this turn that revealed nothing)
ui-help-key-new = new game (next game of the match, or a new match)
ui-help-key-confirm = confirm abandoning the match
ui-help-key-continue = continue: next game, show my hand, confirm
ui-help-key-hurry = the others' turn at once (or a click on the table)
ui-help-key-help-name = F1 or ?
ui-help-key-help = this help
ui-help-key-log = move log
ui-help-key-settings = settings
ui-help-key-rules = rules summary
ui-help-key-statistics = statistics
ui-help-key-sound = sound on or off
ui-help-mouse-name = Mouse
ui-help-mouse = click a card then a pile, or drag the card onto the pile
ui-help-targets = Legal targets light up green while a card is held; the hint's target in blue. An illegal move is refused with its reason on the status line, and nothing changes.

## Settings
ui-settings-title = Settings
ui-settings-now = Now
ui-settings-level = Computer level:
ui-settings-animation = Animation speed:
ui-settings-theme = Theme:
ui-settings-theme-light = light
ui-settings-theme-dark = dark
ui-settings-felt = Table:
ui-felt-green = green
ui-felt-blue = blue
ui-felt-wine = wine red
ui-settings-back = Card backs:
ui-back-lattice = blue lattice
ui-back-diamonds = red diamonds
ui-back-rings = green rings
ui-settings-sound = Sound effects
ui-sound-on = Sound on.
ui-sound-off = Sound off.
ui-sound-no-device = Sound is on, but this computer has no audio output: nothing will be heard.
ui-settings-language = Language:
ui-settings-next-match = Next match
ui-settings-preset = Rules preset:
ui-settings-players = Players:
ui-settings-partnerships = Partnerships (4 players, partners opposite)
ui-settings-seat = Seat { $seat }:
ui-settings-seat-person = person
ui-settings-seat-computer = computer
ui-settings-payoff = Pay-off pile:
ui-settings-centre-piles = Centre piles:
ui-settings-kings-wild = Kings are wild
ui-settings-refill = Draw { $hand } more on emptying the hand
ui-settings-match-to = Match to:
ui-settings-points-suffix = { $count ->
    [one] {" "}point
   *[other] {" "}points
}
ui-settings-need-a-person = At least one seat must be a person.
ui-settings-start = Start a new match with these rules

## Rules and statistics windows
ui-rules-title = Rules
ui-stats-title = Statistics
ui-stats-none = No finished games yet.
ui-stats-against-computer = You against the computer
ui-stats-people = People at one screen
ui-stats-table = Table
ui-stats-rules-column = Rules
ui-stats-games = Games
ui-stats-games-won = Games won
ui-stats-lost = lost
ui-stats-drawn = drawn
ui-stats-matches-won = Matches won
ui-stats-best-streak = Best streak
ui-stats-games-won-by = Games won by
ui-stats-matches-won-by = Matches won by
ui-stats-won-share = { $count } · { $percent }%
ui-stats-streaks = { $best } (now { $now })
ui-stats-recent = Last games: { $won } won, { $lost } lost, { $drawn } drawn
ui-stats-best-game-title = Best game:
ui-stats-best-game = won in { $turns } { $turns ->
    [one] turn
   *[other] turns
} on { $date }
ui-stats-by-rules = By rules

## Dialogs
ui-saved-state-title = Saved state
ui-saved-state-unreadable = The unreadable save is in { $file }.
ui-ok = OK
ui-confirm-new-title = New match?
ui-confirm-new-text = The game is not over. Abandon this match and deal a new one?
ui-confirm-rematch-text = The match is not over. Abandon it and start it again with the same settings?
ui-confirm-new-yes = Yes, new match ({ $key })
ui-confirm-new-no = No, keep playing (Esc)
# The key that answers yes to a question: the first letter of the yes word.
ui-key-yes = Y
ui-handover-title = Pass the screen
ui-handover-pass-to = Pass to { $name }
ui-handover-hidden = The hand stays hidden until its player is at the screen.
ui-handover-show = I am { $name }: show my hand (Enter)
ui-result-match-over = Match over
ui-result-game-over = Game over
ui-result-drawn = The stock ran out when a card had to be drawn: the game is a draw.
ui-result-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
ui-result-match-to = Match to { $target ->
    [one] 1 point
   *[other] { $target } points
}.
ui-result-play-again = Play again: new match (Enter)
ui-result-next-game = Next game (Enter)
ui-result-rematch = Rematch: the match again

## The table: pile captions and what a screen reader says
ui-table-payoff-of = { $name }'s pay-off pile
ui-table-side-of = { $name }'s side pile { $pile }
ui-table-hand-of = { $name }'s hand: { $count ->
    [one] 1 card
   *[other] { $count } cards
}, face down
ui-table-your-payoff = Your pay-off pile
ui-table-your-side = Your side pile { $pile }
ui-table-stock = Stock: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ui-table-hand-card = Hand card { $slot }: { $card }
ui-table-hidden = hidden
# $what: payoff, side, centre, stock, hand-card (for agreement).
ui-table-empty = { $what ->
   *[other] empty
}
ui-table-pile-top = { $pile }: { $card } on top, { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ui-table-pile-empty = { $pile }: { $what ->
   *[other] empty
}
ui-table-side-one = { $pile }: 1 card, { $card }
ui-table-side-many = { $pile }: { $count } cards, top { $card }; bottom to top: { $cards }
ui-table-pile-count = { $pile } · { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ui-table-bottom-to-top = bottom to top:
ui-table-top = (top)
ui-table-centre-king = Centre pile { $centre }: king standing for { $rank }, needs { $needs }
ui-table-centre-top = Centre pile { $centre }: { $card } on top, needs { $needs }
ui-table-centre-empty = Centre pile { $centre }: empty, needs { $needs }
ui-table-in-hand = { $count } in hand
ui-table-partner = partner
ui-table-slot-side = side
ui-table-slot-hand = hand
ui-table-caption-payoff = pay-off { $count }
ui-table-caption-payoff-word = pay-off
ui-table-caption-stock = stock { $count }
ui-table-caption-aside = aside { $count }
ui-table-caption-needs = needs { $rank }
ui-table-caption-king = K = { $rank }
ui-table-caption-centre-key = centre { $centre } · key { $key }
ui-table-caption-key = centre { $centre } · { $key }
ui-table-face-down = a face-down card
ui-card-name = { $rank ->
    [1] ace
    [11] jack
    [12] queen
    [13] king
   *[other] { $rank }
} of { $suit ->
    [spades] spades
    [hearts] hearts
    [diamonds] diamonds
   *[clubs] clubs
}

## The terminal: commands (the command words themselves stay English)
ui-cmd-moves = list your legal moves (also: legal)
ui-cmd-hint = the computer's suggestion, with a reason
ui-cmd-play = play the move the hint suggests
ui-cmd-undo = take back your last move of this turn, if it revealed nothing
ui-cmd-show = draw the table again, with every side pile in full
ui-cmd-score = the match score
ui-cmd-rules = the rules of this match
ui-cmd-log = everything that happened this game
ui-cmd-save = save FILE: save the match to FILE
ui-cmd-load = load FILE: continue a saved match
ui-cmd-resume = continue the match you left unfinished
ui-cmd-new = new [SEED]: start a new match
ui-cmd-next = deal the next game once this one is over
ui-cmd-review = look back at the game just finished: the turns that gave it away
ui-cmd-rematch = online, once the match is over: offer the others a new match, or accept
ui-cmd-react = online: send a reaction (react gg, react wp, react nice, react oops, react thinking)
ui-cmd-mute = online: hide a player's reactions (mute NAME)
ui-cmd-unmute = online: show a muted player's reactions again
ui-cmd-help = help [COMMAND]: this list, or more about one command
ui-cmd-quit = leave (also: exit; Ctrl-D asks first); the match is kept for 'resume'
ui-cmd-takes-no-arguments = '{ $command }' takes no arguments
ui-repl-review-worlds = review [N]: N, the play-outs per estimate, is a whole number from 1 to { $most }; '{ $value }' is not one
ui-repl-not-a-seed = '{ $value }' is not a seed: use a whole number from 0 to { $most }
ui-help-topic-move =
    A move is a source and a target:
      h3 c1   hand card 3 to centre pile 1
      7h c1   the same, naming the card (your pay-off top, a hand card or a side pile top)
      p c2    your pay-off pile's top card to centre pile 2
      pp c2   your partner's pay-off top (partnership game)
      s4 c3   the top of your side pile 4 to centre pile 3
      h2 s1   discard hand card 2 onto side pile 1: this ends your turn
    Centre piles build up from the ace, suits ignored; the table shows the rank each needs.
    'moves' (or 'legal') lists every move you can make now; Tab completes them.
    On your turn, a + after a hand card marks one that can go to a centre pile now.
ui-help-topic-hint = hint: the move the computer would suggest for you, with a one-line reason.
ui-help-topic-play = play: plays the move 'hint' suggests (asking for the hint first if it was not given for this table), as if you had typed it.
ui-help-topic-undo = undo: takes back your last move of this turn. Moves that revealed a hidden card (a new pay-off card turned up, cards drawn) and the discard that ended your turn cannot be taken back.
ui-help-topic-show = show: draws the table again and lists every side pile in full, bottom to top. On the table, side piles show their top cards (the top one last).
ui-help-topic-score = score: points per player and the match target. The winner of a game scores the cards left in the other pay-off piles.
ui-help-topic-rules = rules: the rules of this match (choose them with --rules g4a|classic|FILE.json).
ui-help-topic-log = log: everything that happened this game, the computer's moves included.
ui-help-topic-save = save FILE: writes the match to FILE (JSON). The file is written whole or not at all.
ui-help-topic-load = load FILE: continues the match saved in FILE. The current match is replaced; a file that cannot be read leaves it untouched.
ui-help-topic-resume = resume: continues the match you left unfinished, exactly where it was. Every move of a match is kept in the autosave (autosave.json in your data directory), so quitting, Ctrl-D, a closed terminal or a crash loses nothing; 'spite --resume' does the same at start-up. A new match replaces the kept one once you play a move in it, and the autosave is removed when a match ends.
ui-help-topic-new = new [SEED]: starts a new match, dealt from SEED if given (else a random one).
ui-help-topic-next = next (or an empty line): deals the next game once the current one is over.
ui-help-topic-review = review [N]: once a game is over, looks back at it from your seat, as 'spite review FILE' does: each turn that gave away chance to win, with a better turn and why. It takes a few seconds; the marked turns show as they are found, and Ctrl-C stops it. N is the play-outs per estimate (default 48, up to 1000): more is finer and slower.
ui-help-topic-rematch = rematch: online, once the match is over, offers the others the same match again (same seats, names and rules); when everyone accepts, a new room is dealt and you sit in it. Typed while a rematch is offered to you, it accepts; 'yes' or 'no' answers too.
ui-help-topic-react = react REACTION: online, sends the others one of five reactions: gg (Good game), wp (Well played), nice (Nice move), oops (Oops), thinking (Thinking…). Tab completes them.
ui-help-topic-mute = mute NAME, unmute NAME: online, hides another player's reactions from you, or shows them again (the name as the table shows it, or the seat's number).
ui-help-topic-help = help [COMMAND]: the commands, or more about one of them. 'help move' explains moves.
ui-help-topic-quit = quit: leaves the game. An unfinished match is kept in the autosave: 'resume' (or 'spite --resume') continues it next time. 'save FILE' keeps a copy of your own.
ui-help-footer = Tab completes commands and legal moves. 'help COMMAND' tells more.
ui-help-no-topic = No help on '{ $topic }'. Topics: move, { $topics }.

## The terminal: the session
ui-repl-match-over-type-new = The match is over: type 'new' for another, or 'quit'.
ui-repl-game-over-type-next = This game is over: type 'next' (or press Enter) for the next one.
ui-repl-no-card-fits = No card of yours fits a centre pile now.
ui-repl-to-the-centre = To the centre:
ui-repl-to-end-your-turn = To end your turn, discard a hand card onto a side pile: { $first }..{ $last } onto s1..s4 (e.g. { $example }).
ui-repl-score-heading = Match to { $target ->
    [one] 1 point
   *[other] { $target } points
}:
ui-repl-score-game = Game { $game }: { $result }
ui-repl-game-being-played = Game { $game } is being played.
ui-repl-rules-heading = Rules ({ $name }): { $rules }.
ui-repl-log-cannot-rebuild = The log cannot be rebuilt: { $reason }
ui-repl-log-no-moves = (no moves yet)
ui-repl-log-not-replayed = (move { $move } could not be replayed: { $reason })
ui-repl-saved = Saved to { $file }. Continue later with: spite play --load { $file }   (or 'load { $file }')
ui-repl-not-saved = Not saved: { $reason }.
ui-repl-loaded = Loaded { $file }: game { $game }, turn { $turn }.
ui-repl-not-loaded = Not loaded: { $reason }. The current game goes on.
ui-repl-script-refused = { $count ->
    [one] { $count } line of the script was refused (the first: '{ $first }'); the others were carried out
   *[other] { $count } lines of the script were refused (the first: '{ $first }'); the others were carried out
}
ui-repl-confirm-new-resumable = Start a new match? 'resume' brings this one back until you move in the new one. (y/n)
ui-repl-confirm-new = Start a new match? This one is lost unless saved. (y/n)
ui-repl-match-goes-on = The current match goes on.
ui-repl-cannot-start = Cannot start a match: { $reason }.
ui-repl-game-number = Game { $game }.
ui-repl-not-a-command = '{ $text }' is not a command or a move. Type 'help' for the commands, or a move like 'h3 c1'.
ui-repl-no-autosave = There is no autosave: no data directory was found.
ui-repl-match-score = Match score: { $scores } (target { $target }).
ui-repl-type-new = Type 'new' for another match, or 'quit'.
ui-repl-type-next = Type 'next' (or press Enter) to deal game { $game }.
ui-repl-pass-terminal = Pass the terminal to { $name }.
ui-repl-press-enter = { $name }, press Enter when ready (q quits)
ui-repl-confirm-quit = Quit the game? (y/n)
ui-repl-meanwhile = Meanwhile:
ui-repl-share-terminal = { $names } share this terminal.
ui-repl-welcome-aim = Be the first to empty your pay-off pile. 'help' lists the commands, 'help move' explains moves.
ui-repl-ctrl-c-cancels = (Ctrl-C cancels the line. Type 'quit' to leave.)
ui-repl-line-too-long = That line is too long ({ $count } bytes); nothing was done.
ui-repl-ctrl-c-does-not-stop = (Ctrl-C does not stop the game: it only cancels a line you are typing. Type 'quit' to leave.)
ui-repl-yes-answers = y, yes
ui-repl-yes-or-no = Please answer y (yes) or n (no).
ui-repl-turn-help = Play to the centre (moves look like h3 c1), then discard to a side pile to end it (like h2 s1). Also: moves, hint, help.
ui-repl-your-turn-named = { $name }, your turn.
ui-repl-game-over = Game over: { $result }
ui-repl-turn-banner = -- { $turn } --

## The terminal: the table
ui-repl-status-line = Game { $game } { $dot } turn { $turn } { $dot } match to { $target } { $dot } { $scores }
# One side's points in the status line: the colon keeps "Computer 1" apart from its points.
ui-repl-status-score = { $side }: { $points }
ui-repl-sides = sides
ui-repl-payoff-left = pay-off { $card } ({ $count } left)
ui-repl-payoff-empty = pay-off { $card } (empty)
ui-repl-hand-cards = hand { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ui-repl-centre = Centre
ui-repl-centre-pile = c{ $centre } { $top } needs { $needs }
ui-repl-stock-cards = stock { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ui-repl-set-aside = , { $count } set aside
ui-repl-kings-wild = kings are wild
ui-repl-partner-note = partner { $name }: play their pay-off top with pp
ui-repl-hand = hand
ui-repl-side-piles-heading = Side piles, bottom to top (the last card is the one that plays):
ui-repl-side-piles-empty = (every side pile is empty)
ui-repl-set-aside-cards = Set aside: { $count ->
    [one] 1 card
   *[other] { $count } cards
} (complete centre piles)

## The terminal: resuming and files
ui-repl-not-autosaved = The match could not be autosaved: { $reason }. Use 'save FILE' to keep it.
ui-repl-new-match-dealt = { $reason } A new match is dealt.
ui-repl-current-game-goes-on = { $reason } The current game goes on.
ui-repl-nothing-to-resume = There is no unfinished match to resume.
ui-repl-already-resumed = This is the match kept in the autosave: there is no other to resume.
ui-repl-cannot-resume = The match left unfinished cannot be resumed: { $reason }.
ui-repl-resumed = Resumed the match left unfinished: game { $game }, turn { $turn }.
ui-repl-kept-in = This match is kept in { $file }: 'spite --resume' continues it.
ui-file-not-a-file-name = that is not a file name
ui-file-could-not-save = could not save to { $file }: { $reason }
ui-file-cannot-read = cannot read { $file }: { $reason }
ui-file-is-directory = { $file } is a directory, not a saved game
ui-file-not-regular = { $file } is not a regular file
ui-file-too-big = { $file } is too big to be a saved game ({ $count } bytes)
ui-file-not-text = { $file } is not a saved game (it is not text)
ui-file-not-found = no such file or directory
ui-file-permission-denied = permission denied
ui-file-cannot-make = cannot make { $file }: { $reason }
ui-file-cannot-write = cannot write { $file }: { $reason }
ui-file-cannot-remove = cannot remove { $file }: { $reason }
ui-file-damaged = { $file } is damaged ({ $reason })
ui-file-not-autosave = { $file } is not an autosave file
ui-file-autosave-damaged = a damaged autosave ({ $reason })
ui-file-bad-move = the move { $move } at line { $line } cannot be read (moves are written like "h3 c1")
ui-file-bad-value = { $field } at line { $line } cannot be { $value }
ui-file-autosave-version = an autosave of version { $version }, which this spite does not read (it reads version { $current })
ui-file-autosave-no-people = a damaged autosave (it seats no people)

## The window: notices and saved files
ui-notice-hand-hidden = Your hand is hidden: show it first.
ui-notice-no-hand-card = Your hand has no card { $slot }.
ui-notice-source-empty = { $source ->
    [payoff] Your pay-off pile is empty.
    [partner] Your partner's pay-off pile is empty.
   *[side] Your side pile { $pile } is empty.
}
ui-notice-pick-card-first = Pick a card first: your hand, pay-off pile or a side pile.
ui-notice-drop-on-pile = Drop the card on a centre pile or one of your side piles.
ui-notice-thinking = Thinking of a hint…
ui-settings-unreadable = Your settings could not be read ({ $reason }); the defaults are used.
ui-stats-unreadable = Your statistics could not be read ({ $reason }); they start again from zero.
ui-stats-row-partnership = Partnership · { $level }
ui-stats-row-you-vs-computer = You vs computer · { $level }
ui-stats-row-you-vs-computers = You vs { $count } computers · { $level }
ui-stats-row-people = { $people } people and { $count ->
    [one] 1 computer
   *[other] { $count } computers
} · { $level }

## The window (spite-gui): its own words
ui-menu-undo-short = Undo
ui-menu-hint-short = Hint
ui-menu-help-short = Help
ui-no-hand-card = Your hand has no card { $slot }.
ui-empty-payoff = Your pay-off pile is empty.
ui-empty-partner-payoff = Your partner's pay-off pile is empty.
ui-empty-side = Your side pile { $pile } is empty.
ui-pick-card-first = Pick a card first: your hand, pay-off pile or a side pile.
ui-drop-on-a-pile = Drop the card on a centre pile or one of your side piles.
ui-hint-thinking = Thinking of a hint…
ui-wait-computer = Wait: the computer is playing.
ui-wait-seat = Wait: { $name } is playing.
ui-wait-game-over = The game is over.
ui-wait-hidden = Your hand is hidden: show it first.
ui-wait-turn = It is { $name }'s turn.
ui-help-key-quit = quit (the match is saved after every move)
ui-rules-custom = custom rules
ui-confirm-new-draft-text = The match is not over. Abandon it and start a new match with the new rules?
ui-confirm-new-draft-kept = The match goes on. Your rules for the next match are kept in Settings: “Start a new match with these rules” starts it when you are ready.
ui-stats-kind-partnership = Partnership · { $level }
ui-stats-kind-vs-computer = You vs computer · { $level }
ui-stats-kind-vs-computers = You vs { $count } computers · { $level }
ui-stats-kind-people = { $people } people
ui-stats-kind-people-partnership = { $people } people, partnership
ui-stats-kind-mixed = { $people } people and { $count ->
    [one] 1 computer
   *[other] { $count } computers
} · { $level }
ui-stats-kind-mixed-partnership = { $people } people and { $count ->
    [one] 1 computer
   *[other] { $count } computers
}, partnership · { $level }
ui-no-data-folder = No data folder was found: this match and the statistics will not be saved.
ui-save-what-match = the match ({ $reason })
ui-save-what-stats = the statistics ({ $reason })
ui-save-what-settings = the settings ({ $reason })
ui-could-not-save = Could not save { $what } in { $file }. Play goes on; saving is tried again after every move.
ui-speed-instant = instant
ui-speed-fast = fast
ui-speed-normal = normal
ui-speed-slow = slow
ui-speed-button-hover = Animation speed: a click chooses the next one (instant shows the others' moves at once)
ui-damaged-match = Your saved match could not be read, so a new match was started.
ui-damaged-stats = Your statistics could not be read, so the statistics start again from zero.
ui-damaged-settings = Your settings could not be read, so the defaults are used.
ui-damaged-seats = the seats do not match the players ({ $found } seats, { $players } players)
ui-damaged-kept = The damaged file was kept, not deleted: { $file }.
ui-damaged-eframe-kept = {" "}It was kept as { $file }.
ui-damaged-eframe = The window's layout file (app.ron) was damaged ({ $reason }); the window size and layout start again.{ $kept } Your match, settings and statistics are in files of their own.

## The window: coming back to a hosted room, quitting while hosting, and more
ui-net-back-about = Your room { $code } (on { $address }) is kept: its server starts here again, and friends still in the room play on with you.
ui-net-back-button = Back to my room
ui-net-quit-title = Quit while hosting?
ui-net-quit-text = This window runs the game's server: quitting stops it, and your friends' game pauses (nothing is lost) until you open Spite & Malice again, which brings the room back.
ui-net-quit-yes = Yes, quit ({ $key })
ui-damaged-details = For a bug report: { $reason }.
ui-menu-key = { $label } ({ $key })
ui-result-match-score = Match score
ui-score-game = Game { $game } · match to { $target }
ui-net-example = for example { $example }
ui-guide-title = Your first turn
ui-guide-payoff = Your pay-off pile is the face-up card beside your side piles, with the number of cards under it. Play every one of them onto the centre piles to win.
ui-guide-centre = The centre piles in the middle are built up from an ace, one rank at a time; the words under each pile say what it needs next.
ui-guide-sources = Cards go to the centre from your hand, the top of your pay-off pile or the top of a side pile: click a card, then a pile (green outlines show where it may go), or drag it there.
ui-guide-discard = To end your turn, put one hand card on one of your four side piles. Only a side pile's top card can be played later, so choose with care. Your hand is filled up to five cards each turn.
ui-guide-step = Step { $step } of { $count } · H asks the computer for a hint
ui-guide-next = Next
ui-guide-done = Start playing
ui-guide-skip = Skip
ui-guide-open = Show the first-turn guide

## The terminal: more of the REPL's own words
ui-repl-not-your-turn = It is not your turn.
ui-repl-not-saved-unchanged = Not saved; the file is unchanged.
ui-repl-file-exists = { $file } exists. Replace it? (y/n)
ui-repl-game-not-over = This game is not over yet; the next one is dealt when it ends.
ui-repl-help-moves = Moves: 'h3 c1' plays hand card 3 to centre pile 1; '7h c1' names the card instead; 'p c2' plays your pay-off top; 's4 c3' a side pile top; 'h2 s1' discards and ends your turn.
ui-repl-help-commands = Commands:
ui-repl-confirm-load-resumable = Replace this match with the one in { $file }? 'resume' brings this match back until you move in the other one. (y/n)
ui-repl-confirm-load = Replace this match with the one in { $file }? This match is lost unless saved. (y/n)
ui-repl-log-no-record = The log cannot be rebuilt from this match's record.
ui-repl-ctrl-c-hand-over = (Ctrl-C does not show the hand or stop the game. { $name }: press Enter when ready, or q to quit.)
ui-repl-help-intro = 'help' lists the commands, 'help move' explains moves.
ui-repl-preset-g4a = g4a is the usual rule set: kings are wild and centre piles go up to the queen ('classic': up to the king, no wild cards). 'rules' says them all.
ui-repl-preset-classic = 'classic' is the older rule set: centre piles go up to the king and no card is wild. 'rules' says them all.
ui-repl-no-autosave-script = Input that is not a terminal keeps no autosave unless SPITE_DATA_DIR names a directory for it.
ui-repl-offer-resume = You left a match unfinished (game { $game }, turn { $turn }): 'resume' continues it; a move in this one replaces it.
ui-repl-offer-damaged = The match left unfinished last time cannot be resumed: { $reason }. This new match replaces it once you play a move.

## The terminal: replay
ui-replay-step-deal = Step 0 of { $last }: the deal. { $opening }
ui-replay-step = Step { $step } of { $last }: { $move }
ui-replay-intro = Replaying game { $game } ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }) as { $name } (seat { $seat }) saw it. Enter: next, b: back, a number: go to that step, q: quit.
ui-replay-prompt = Enter next, b back, q quit
ui-replay-last = That was the last move. b goes back, q quits.
ui-replay-no-step = There is no step { $step }: this game has steps 0 to { $last }. Staying at step { $at }.
ui-replay-keys = Type Enter for the next move, b to go back, a step number 0 to { $last }, or q to quit.
ui-review-intro = Reviewing game { $game } from seat { $seat } ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }): each turn is played out in sampled deals of the cards that seat could not see, which takes a few seconds.
ui-review-intro-unfinished = Game { $game } is not over: reviewing its { $moves } moves so far from seat { $seat }. Each turn is played out in sampled deals of the cards that seat could not see, which takes a few seconds.
ui-review-no-seat = There is no seat { $seat }: this game has seats 0 to { $last }.
ui-review-inaccuracy = inaccuracy
ui-review-mistake = mistake
ui-review-blunder = blunder
# A turn of the review. A turn is one decision until new cards show (a
# refilled hand, a pay-off card turned up); $part counts the decisions of
# one turn, so the second is told apart from the first.
review-turn-name = { $part ->
    [1] Turn { $turn }
   *[other] Turn { $turn }, part { $part } (after new cards)
}
ui-review-turn = { review-turn-name }, { $mark }: { $lost } points of the chance to win given away ({ $before }% → { $after }%).
ui-review-played = Played: { $moves }.
ui-review-better = Better: { $moves } - { $reason }.
ui-review-none = No turn gave away { $points } points or more of the chance to win.
ui-review-summary = Accuracy { $accuracy }% over { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }. Inaccuracies: { $inaccuracies }, mistakes: { $mistakes }, blunders: { $blunders }.
ui-review-turn-window = { review-turn-name }, { $mark }: { $lost } points of the chance to win given away (from { $before }% to { $after }%).
ui-review-button = Review
ui-review-title = Review of game { $game }
ui-review-progress = Reviewing: { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } and { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    } so far. Closing this window stops the review.
ui-review-list-turn = { review-turn-name }
ui-review-choose = Choose a turn on the left: the table as it was before it shows here, the turn played outlined in orange and a better one in blue.
ui-review-choose-words = Choose a turn on the left: what was played and a better turn are told here in words.
ui-review-no-table = The table is not shown for an online game: its record is on the game's server, and this window has only your seat's view.
ui-review-fine = { review-turn-name }: nothing given away (chance to win { $chance }%).
ui-review-same = No better turn was found.
ui-review-failed = This game cannot be reviewed: { $reason }
ui-review-seat = Seat { $seat }
ui-review-recent = Games to review
ui-review-kept = Game { $game } · { $table } · { $result ->
    [won] won
    [lost] lost
    [unfinished] not over
   *[drawn] drawn
}

## The window's online play ("Play online").
ui-menu-online = Play online…
ui-menu-online-short = Online
ui-net-title = Play online
ui-net-host = Host a game
ui-net-join = Join a game
ui-net-your-name = Your name:
ui-net-host-about = This app runs the game server; give your friends the address and the invite code shown above the table.
ui-net-host-here = Here, in this app
ui-net-host-on-server = On a server
ui-net-host-on-server-about = The room is made on a server that runs already (spite serve, or a friend's app): give your friends its address and the invite code shown above the table.
ui-net-seat-friend = a friend
ui-net-port = Port:
ui-net-lan = Let other machines on the network join (LAN)
ui-net-takeover = The computer plays for a person away over { $count } minutes
ui-net-host-button = Host
ui-net-join-about = Type the address and the invite code your friend gave you.
ui-net-address = Address:
ui-net-code = Invite code:
ui-net-join-button = Join
ui-net-bad-port = The port is a number from 0 to 65535.
ui-net-bad-rules = These rules cannot be dealt.
ui-net-bad-address = Type the address as HOST:PORT, for example 192.168.1.20:7878.
ui-net-need-code = Type the invite code.
ui-net-host-failed = The game server could not start: { $reason }
ui-net-room-code = Invite code { $code }
ui-net-copy = Copy
ui-net-address-is = Address { $address }
ui-net-seat-here = { $name }: here
ui-net-seat-away = { $name }: away
ui-net-seat-taken-over = { $name }: away, the computer plays
ui-net-seat-free = { $name }: not here yet
ui-net-reconnecting = The connection to the game's server dropped (if its host left or closed the window, the game waits for them): reconnecting (try { $attempt })…
ui-net-lost = The connection to the game server is lost.
ui-net-failed = Could not reach the game
ui-net-waiting = The game's server does not answer yet (its host may not have opened the game): trying again (try { $attempt })… Leave stops trying.
ui-net-unreachable = The game's server at { $url } did not answer. Check the address, or ask the host to open the game, then join again.
ui-net-connecting = Connecting to the game server…
ui-net-back = Connected again.
ui-net-arrived = { $name } is here.
ui-net-left = { $name } has gone away.
ui-net-taken-over = { $name } is away: the computer plays for them.
ui-net-undo-asked = You asked to take back your move; waiting for the others.
ui-net-undo-question = { $name } asks to take back their last move.
ui-net-undo-declined = { $name } did not allow the move to be taken back.
ui-net-undo-dropped = The move was not taken back: the game went on first.
ui-net-turn-waiting = Your turn in game { $game } is waiting.
ui-net-undo-title = Take back a move?
ui-net-undo-allow = Allow
ui-net-undo-refuse = Refuse
ui-server-refused = { $code ->
    [bad_json] The game server could not read what was sent.
    [bad_request] The game server did not accept that request.
    [no_room] There is no game with that invite code.
    [bad_token] The kept seat is not one of this game's.
    [room_full] The game has no free seat.
    [server_full] The game server is full: try again later.
    [not_seated] You do not have a seat in this game.
    [already_seated] You already have a seat in this game.
    [internal] The game server hit a bug; nothing changed.
    [unavailable] The game server cannot reach its database just now; nothing changed. Try again in a moment.
    [unknown_player] No player has that key: check the transfer code.
    [already_seeking] You are already looking for a game.
    [no_identity] Say who you are first: rated games need your player key.
    [no_such_game] The match has no game of that number.
    [game_not_finished] That game is still being played: it can be reviewed once it is over.
    [review_busy] A review is already running: wait for it to finish, then ask again.
    [not_your_turn] It is not your turn.
    [illegal_move] The rules do not allow that move.
    [undo_refused] That move cannot be taken back.
    [rematch_refused] A rematch cannot be offered or answered now.
    [game_over] The game is over.
    [rate_limited] Too fast: wait a moment.
   *[other] The game server refused ({ $code }).
}
# A reaction another player sent (online), by its code.
ui-reaction = { $reaction ->
    [good_game] Good game
    [well_played] Well played
    [nice_move] Nice move
    [oops] Oops
   *[thinking] Thinking…
}
ui-net-offline = Not connected to the game server.
ui-net-sending = Sending your move…
ui-net-leave = Leave the online game
ui-net-undo = Ask to undo (U)
ui-net-leave-short = Leave
ui-net-leave-title = Leave the online game?
ui-net-leave-text = The match is not over. Your seat is kept: joining again with the address and the invite code brings you back to it.
ui-net-leave-host-text = This window runs the game's server: leaving stops it, and your friends' game pauses (nothing is lost) until you come back with Play online…, Host a game, then Back to my room.
ui-net-leave-yes = Yes, leave ({ $key })
ui-settings-online-note = The computer's level and the rules of a new match are for your games against the computer: change them after leaving the online game. Rules shows the online game's rules.
ui-stats-online = Online
ui-stats-kind-online = { $players } players
ui-stats-kind-online-partnership = { $players } players, partnership
## The terminal: online play (spite host, spite join)
ui-online-hosting = Hosting an online game at { $addr }. Invite code: { $code }
ui-online-tell-friend = A friend joins from another terminal with: { $command }
ui-online-lan-address = The server listens on every address: a friend on another machine uses this machine's address in place of 127.0.0.1.
ui-online-seated = You sit at seat { $seat } of room { $code }.
ui-online-back-at-seat = Back at your seat { $seat } of room { $code }.
ui-online-resuming = Your seat token for this room was kept: coming back to seat { $seat }.
ui-online-kept-seat-refused = The kept seat was refused; asking for a new seat.
ui-online-token-kept = Your seat is kept: if this terminal closes, { $command } brings you back to it.
ui-online-token-not-kept = Your seat token could not be kept ({ $reason }): if this terminal closes, the seat cannot be taken back.
ui-online-token-not-kept-no-dir = There is no data directory to keep your seat token in: if this terminal closes, the seat cannot be taken back.
ui-online-players = Players: { $names }
ui-online-seat-free = seat { $seat } (free)
ui-online-name-away = { $name } (away)
ui-online-name-computer = { $name } (the computer plays for now)
ui-online-help-intro = 'help' lists the commands; while the others play, their moves show here.
ui-online-help = Online: 'undo' asks the others to allow it; answer another player's request with 'yes' or 'no'. The next game is dealt by itself. 'react' sends a reaction, 'mute' hides someone's. Once the match is over, 'rematch' offers the same match again. 'quit' leaves, and your seat stays yours.
ui-online-waiting-for = Waiting for { $name }…
ui-online-waiting-for-friend = Waiting for a friend to join: { $command }
ui-online-came = { $name } is at the table.
ui-online-went = { $name } has left; their seat waits for them.
ui-online-computer-plays-for = The computer plays for { $name } until they come back.
ui-online-undo-you-asked = You asked to take back { $move }; waiting for { $names } to allow it.
ui-online-undo-asks-you = { $name } asks to take back { $move }. Allow it? Type 'yes' or 'no'.
ui-online-undo-asks-others = { $name } asks to take back { $move }; waiting for { $names }.
ui-online-undo-declined = { $name } did not allow the move to be taken back.
ui-online-undo-you-declined = You did not allow the move to be taken back.
ui-online-undo-dropped = The request to take back a move was dropped: the game moved on first.
ui-online-no-undo-to-answer = No request to take back a move waits for your answer.
ui-online-no-answers = n, no
ui-online-unreachable = The game server cannot be reached: { $reason }.
ui-online-reconnecting = The connection dropped; reconnecting (try { $attempt }, in { $seconds } s)…
ui-online-reconnected = Reconnected: back at your seat.
ui-online-lost = The connection is lost: { $reason }. Your seat is kept: { $command } brings you back to it.
ui-online-no-connection = The connection to the server has stopped.
ui-online-left = You left the table; your seat is kept: { $command } brings you back to it.
ui-online-match-over = The match is over. Type 'rematch' to play again, or 'quit' to leave.
ui-online-next-by-itself = Online, the next game is dealt by itself when this one ends.
ui-online-not-here = '{ $command }' is for a game on this computer; this is an online game, kept by the server.
ui-online-server-failed = The server cannot start: { $reason }
ui-online-cannot-host = Cannot host: { $reason }
ui-online-cannot-join = Cannot join: { $reason }
ui-online-press-enter = Press Enter to leave.
ui-online-too-fast = Too many lines too fast: that one was not sent on. Wait a moment.
ui-repl-online-only = '{ $command }' is for an online game.
ui-repl-review-after-game = 'review' looks back at a game once it is over: finish this one first.
ui-repl-review-ctrl-c = Reviewing the game (Ctrl-C stops)…
ui-repl-review-stopped = The review stopped; the turns above stand.
ui-repl-review-failed = The review could not be started.
ui-online-rematch-you-offered = You offer a rematch; waiting for { $names } to accept.
ui-online-rematch-asks-you = { $name } offers a rematch. Play again? Type 'yes' or 'no'.
ui-online-rematch-asks-others = { $name } offers a rematch; waiting for { $names }.
ui-online-rematch-you-declined = You declined the rematch.
ui-online-rematch-declined = { $name } declined the rematch.
ui-online-rematch-left = { $name } left: there is no rematch.
ui-online-rematch-started = Everyone accepted: the rematch is dealt in a new room.
ui-online-reaction = { $name }: { ui-reaction }
ui-reaction-key = { $reaction ->
    [good_game] gg
    [well_played] wp
    [nice_move] nice
    [oops] oops
   *[thinking] thinking
}
ui-online-no-such-reaction = There is no reaction '{ $typed }': type react and one of { $keys }.
ui-online-no-such-player = No other player at this table is called '{ $name }'; the others are: { $names }.
ui-online-muted = { $name }'s reactions are hidden from now on ('unmute' shows them again).
ui-online-unmuted = { $name }'s reactions show again.

## The command line's help: spite --help, spite play --help (the option
## names, values and command words are never translated)

ui-cli-about-spite = Spite & Malice: empty your pay-off pile first.
ui-cli-about-play = Play a match against the computer (the default).
ui-cli-about-engine = Serve the JSON-lines engine protocol on stdin/stdout (docs/protocol.md).
ui-cli-about-replay = Step through a saved game.
ui-cli-about-arena = Play computer levels against each other and report their strength.
ui-cli-about-serve = Run the online game server (docs/online.md) until Ctrl-C.
ui-cli-about-help = Print this message or the help of the given subcommand(s)
ui-cli-play-seed = Seed of the match's deals (default: from the clock; the seed is shown).
ui-cli-play-rules = Rules: a preset (g4a, classic) or a JSON rules file.
ui-cli-play-opponent = Strength of the computer players.
ui-cli-play-players = Number of players, 2 to 6; the seats beyond the people are computers.
ui-cli-play-hotseat = Several people share this terminal; hands are hidden between turns. Every seat is a person unless --people says how many are.
ui-cli-play-people = How many seats are people (the first ones); the rest are computers.
ui-cli-play-target = Points that win the match.
ui-cli-play-load = Continue a match saved with 'save FILE'.
ui-cli-play-resume = Continue the match left unfinished last time (kept in the autosave).
ui-cli-play-compact = Redraw the table in place, at the top of the screen with the last lines told under it, instead of scrolling on (at a terminal with colour).
ui-cli-replay-file = A match saved with the game's 'save FILE'.
ui-cli-replay-seat = The seat whose hand is shown, counted from 0 as everywhere in spite (0 = the first seat, the person in a game against the computer); other hands stay hidden.
ui-cli-replay-people = How many seats were people (the first ones), for the names the game used ("You" and "Computer", or "Player 1"...). An autosave file knows; a saved file does not, and 1 is assumed.
ui-cli-about-review = Look back at a saved game: the turns that gave it away, and better ones.
ui-cli-review-file = A match saved with the game's 'save FILE' (or its autosave).
ui-cli-review-seat = The seat to review, counted from 0 (0 = the first seat, the person in a game against the computer).
ui-cli-review-worlds = Play-outs per estimate: fewer is faster and rougher.
ui-cli-arg-no-color = Plain ASCII without colour (also when NO_COLOR is set or output is not a terminal).
ui-cli-arg-lang = Language: en, nl, ms, pt or bg (default: the system's, else English).
ui-cli-about-host = Host an online game: start a server here and play at its first seat.
ui-cli-about-join = Join an online game: spite join ADDR CODE (again after closing the terminal: back to the same seat).
ui-cli-host-addr = Where the server listens (0.0.0.0:7878 to be reachable on the LAN); default: the last room's address, else 127.0.0.1:7878.
ui-cli-host-rules = Rules: a preset (g4a, classic) or a JSON rules file.
ui-cli-host-players = Number of players, 2 to 6.
ui-cli-host-people = How many seats are people (you and those who join); the rest are computers. Default: 2.
ui-cli-host-opponent = Strength of the computer players in the seats beyond the people.
ui-cli-host-target = Points that win the match.
ui-cli-host-data = Directory of the server's database (the game survives a restart); default: server/ in spite's data directory.
ui-cli-join-addr = The server's address, as the host printed it (192.168.1.20:7878).
ui-cli-join-code = The invite code (case, spaces and dashes do not matter).
ui-cli-arg-name = Your name at the table.
ui-cli-help = Print help
ui-cli-version = Print version
ui-cli-usage = Usage:
ui-cli-options = Options
ui-cli-arguments = Arguments
ui-cli-commands = Commands
ui-cli-default = (default: { $value })
ui-cli-values = (one of: { $values })
ui-cli-error-value = '{ $value }' is not a value for { $arg }.
ui-cli-error-unknown-arg = There is no option { $arg }.
ui-cli-error-unknown-command = There is no command '{ $name }'.
ui-cli-error-tip = Did you mean { $name }?
ui-cli-error-missing = Also needed: { $args }.
ui-cli-error-conflict = { $arg } cannot be used with { $other }.
ui-cli-error-options-first = { $options } must come after '{ $command }', not before it (spite { $command } --help lists its options).
ui-cli-error-other = The command line cannot be read.
ui-cli-error-more = For more, try '--help'.
ui-cli-error-range = It must be a whole number from { $min } to { $max }.
ui-cli-error-at-least = It must be a whole number of at least { $min }.
# Placeholders in usage lines and option help (`--players <N>`), in capitals as clap writes them.
ui-cli-placeholder-options = OPTIONS
ui-cli-placeholder-command = COMMAND
ui-cli-value-addr = ADDR
ui-cli-value-code = CODE
ui-cli-value-dir = DIR
ui-cli-value-file = FILE
ui-cli-value-level = LEVEL
ui-cli-value-n = N
ui-cli-value-name = NAME
ui-cli-value-points = POINTS
ui-cli-value-seat = SEAT

# `spite completions SHELL`, and the manual pages (`man spite`): their
# section headings, in capitals as manual pages write them, and the
# description of the program.
ui-cli-about-completions = Print the shell completions for spite: bash, zsh, fish, elvish or powershell.
ui-cli-completions-shell = The shell to complete for.
ui-cli-value-shell = SHELL
ui-cli-man-name = NAME
ui-cli-man-synopsis = SYNOPSIS
ui-cli-man-description = DESCRIPTION
ui-cli-man-version = VERSION
ui-cli-man-moves = MOVES
ui-cli-man-files = FILES
ui-cli-man-environment = ENVIRONMENT
ui-cli-man-examples = EXAMPLES
ui-cli-examples-heading = Examples:
ui-cli-examples =
    spite                             a match against the computer
    spite --opponent hard --seed 7    a stronger computer, deals to play again
    spite --hotseat --players 3       three people at one keyboard
    spite --resume                    the match you left unfinished
    spite host --name Ann             host an online game for a friend
    spite join 192.168.1.20:7878 VCVQ-677X-3CC9
                                      a seat at a friend's game
    spite host --server 10.0.0.5:7878 a room on a server that runs already
    spite rooms 10.0.0.5:7878         open rooms on a server, to take a seat in
    spite replay game.json            step through a saved game
ui-cli-man-files-text =
    ~/.local/share/spite/autosave.json
        the match in progress, kept after every move ('resume', 'spite --resume')
    ~/.local/share/spite/history.txt
        the lines typed, for the line editor's history
    ~/.local/share/spite/online/
        the seats kept for 'spite join', and the room 'spite host' brings back
    ~/.local/share/spite/server/
        the database of the server 'spite host' runs
    The folder is $XDG_DATA_HOME/spite where that is set; SPITE_DATA_DIR replaces it.
ui-cli-man-environment-text =
    SPITE_DATA_DIR
        the folder for the autosave, the history and the online seats
    NO_COLOR
        set and not empty: plain ASCII cards without colour, as --no-color
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG
        the language when --lang is not given (en, nl, ms, pt or bg; else English)
ui-cli-man-spite = spite plays Spite & Malice in a terminal: against the computer, with friends at one keyboard, or online. Each player races to empty a pay-off pile onto the shared centre piles, built up from the ace; kings are wild. Without a command, spite plays a match against the computer, as spite play does. In the game, type help for the commands and the moves.

## Why a saved game cannot be loaded (a reason inside ui-repl-not-loaded,
## ui-file-damaged and the window's notices)

json-error-eof = the text breaks off at line { $line }, column { $column }
json-error-syntax = the text is not JSON at line { $line }, column { $column }
json-error-data = a value is missing or of the wrong kind at line { $line }, column { $column }
load-error-json = not a saved game: { $reason }
rules-parse-error-json = not a rules object: { $reason }
ui-cli-not-rules = '{ $arg }' is neither a rules preset ({ $presets }) nor a rules file
ui-cli-cannot-read-rules = cannot read the rules file { $file }: { $reason }
ui-cli-rules-refused = the rules file { $file } is refused: { $reason }
ui-cli-people-too-many = --people { $count } is more than the { $players } players
load-error-format = this is not a Spite & Malice save ('{ $found }')
load-error-missing-field = this is not a Spite & Malice save (it has no '{ $field }' field)
load-error-version = saved by a newer version (format { $found }); this version reads format { $reads }
load-error-rules = the saved rules cannot be played: { $reason }
load-error-setup = the saved cards cannot be dealt as they are laid out
load-error-move = move { $index } ({ $move }) of the saved game is illegal: { $reason }
load-error-match = the saved match does not add up
ui-file-autosave-level = '{ $level }' is not a level

## The browser client (web/): its own words, ids starting with web-.
## It also uses seat-name, seat-label, level-name, rank-name, rank-a,
## ui-card-name, ui-server-refused, no-hint and the hint-* ids.
## $kind is you, partner or other; $name a seat's name; $count a number.

web-language = Language
web-coming-back = Coming back to your seat…
web-unreachable = The server cannot be reached; trying again…
web-cancel = Cancel
web-creating = Creating the room…
web-joining = Joining…
web-your-name = Your name
web-join-form = Join
web-invited = You are invited
web-room = Room
web-join-game = Join the game
web-not-invited = Start a game of your own instead
web-new-game = New game
web-play-now = Play now
web-play-now-what = Against the computer (easy): a pay-off pile of { $count } cards, one game.
web-play-friends = Play with friends
web-play-friends-what = A link to send a friend: a pay-off pile of { $count } cards, one game.
web-more-options = More options
web-payoff-explain = Pay-off pile: the cards each player must get rid of, one at a time from the top. The first to play their last pay-off card wins the game; fewer cards make a shorter game.
web-match-to-explain = Match to: the points that win the match. The winner of a game scores one point for each card left in the others' pay-off piles, so 1 means a single game.
web-play = Play
web-mode-computer = against the computer
web-mode-friends = with friends (invite link)
web-players = Players
web-friends = Friends
web-level = Computer level
web-rules = Rules
web-preset-g4a = Kings wild, piles from ace to queen
web-preset-classic = Classic: piles from ace to king, no wild cards
web-payoff = Pay-off pile
web-match-to = Match to
web-animation = Animation
web-speed = { $speed ->
    [instant] instant
    [fast] fast
    [slow] slow
   *[normal] normal
}
web-create = { $mode ->
    [friends] Start and invite friends
   *[computer] Start playing
}
web-join-by-code = Join by code
web-room-code = Room code
web-join = Join
web-game-over = The game is over.
web-turn-of = It is { $kind ->
    [you] your
   *[other] { $name }'s
} turn.
web-cannot-play-now = The { $card } cannot be played now: the centre piles need { $needs }.
web-holding = Holding the { $card }: choose where it goes ({ $targets }).
web-not-sent = Not connected: the move was not sent. Reconnecting…
web-pick-first = Pick up a card first: a hand card, your pay-off card or a side pile's top.
web-hints-your-turn = Hints are for your turn.
web-no-hint-offline = Not connected: no hint now. Reconnecting…
web-hint-working = Working out a hint…
web-hint = Hint: { $source } to { $target }.
web-hint-why = Hint: { $source } to { $target }. { $why }.
web-dropped-off = Dropped off any pile: the card goes back.
web-waiting-undo = Waiting for the others to approve your undo…
web-choose-where = Choose where the card goes.
web-your-turn-status = Your turn: play to the centre piles, then discard a hand card onto a side pile.
web-is-playing = { $name } is playing…
web-us = Us
web-them = Them
web-score-label = Game { $game }; match score { $score }; target { $target }
web-score = Game { $game } · { $score }
web-score-target = { $target ->
    [1] (one game)
   *[other] (match to { $target })
}
web-game = Game { $game }
web-seat-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
web-hint-button = Hint
web-hint-title = Hint (H)
web-undo-button = Undo
web-undo-title = Undo (U)
web-log-button = Log
web-help-button = Help
# The sound switch in the table's bar (pressed: sound on).
web-sound-button = Sound
# The lobby's record of games won and lost against the computer, per level ($level: level-name).
web-record-heading = Your record against the computer
web-record-level = { $level }: won { $won }, lost { $lost }
web-help-title = Help (?)
web-leave = Leave
web-reconnecting = Connection lost: reconnecting…
web-waiting-friends = Waiting for { $count ->
    [one] 1 friend
   *[other] { $count } friends
}. Room code
web-invite = Invite
web-invite-link = Invite link
web-copied = Copied
web-copy-invite = Copy invite link
web-table = Table
web-centre = Centre
web-stock-label = Stock: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
web-stock-label-aside = Stock: { $count ->
    [one] 1 card
   *[other] { $count } cards
}; { $aside ->
    [one] 1 card
   *[other] { $aside } cards
} set aside
web-stock = stock
web-set-aside = { $count } set aside
web-needs = needs { $rank }
# Breaks only before the dot: "K = 4" and "· needs 5" each stay whole.
web-stands-for = K{"\u00A0"}={"\u00A0"}{ $as } ·{"\u00A0"}needs{"\u00A0"}{ $rank }
web-mark-hint = ★ hint
web-mark-here = ▼ here
web-your-turn-tag = your turn
web-caption-payoff = pay-off
web-caption-partner = partner's
web-caption-hand = hand
web-hand-empty = Your hand is empty.
web-move-log = Move log
web-undo-question = Undo?
web-undo-request = Undo request
web-undo-asks = { $name } asks to take back their last move ({ $move }).
web-allow = Allow
web-refuse = Refuse
web-match-over = Match over
web-game-over-title = Game over
web-match-score = { $target ->
    [1] Match score: { $score }.
   *[other] Match score: { $score } (to { $target }).
}
web-match-seed = Match seed { $seed }: every deal can be replayed and checked.
web-new-match = New match
web-play-again = Play again
web-help-touch-bar = Hint, Undo and Log are the buttons at the top; here in Help you also choose the language.
web-next-game = Next game
web-dealing = Dealing…
web-help-heading = How to play
web-help-intro = Play your pay-off cards onto the centre piles, built up from the ace (kings are wild unless the classic rules were chosen). End each turn by discarding a hand card onto one of your side piles.
web-help-hand = pick up a hand card
web-help-payoff = your pay-off card
web-help-partner = your partner's
web-help-side = pick up a side pile's top, or discard the held hand card there
web-help-centre = play the held card to a centre pile
web-help-hint = hint
web-help-or = or
web-help-undo = undo
web-help-down = put the card down
web-help-this = this help
web-help-tab = Or Tab to a card and press Enter, then Tab to a pile marked “▼ here” and press Enter. Drag and drop works with the mouse and on touch screens.
# The rules, with a worked first turn (web/src/rules-view.tsx): the
# default rules (kings wild, piles to the queen), the classic ones in a line.
web-open-rules = Rules
web-rules-title = Rules
web-rules-aim-heading = The aim
web-rules-aim = Be the first to play every card of your pay-off pile onto the centre piles. Only its top card is face up; when you play it, the next one is turned over.
web-rules-turn-heading = Your turn
web-rules-turn-draw = Draw from the stock until you hold five cards.
web-rules-turn-play = Play as many cards as you like onto the centre piles: your pay-off card, hand cards and the top cards of your side piles.
web-rules-turn-discard = Discard a hand card onto one of your four side piles: that ends your turn. Any card may go on any side pile.
web-rules-turn-refill = If you play all your hand cards, you draw five more and go on.
web-rules-centre-heading = Centre piles
web-rules-centre-build = Everyone plays onto the same centre piles. A pile starts with an ace and goes up one rank at a time, whatever the suit: ace, 2, 3 … jack, queen.
web-rules-kings = Kings are wild: a king may be played on any centre pile as the card it needs, even as the ace of an empty one.
web-rules-complete = A pile that reaches the queen is complete: its cards are shuffled into the stock and its place is empty again.
web-rules-classic = With the classic rules kings are not wild, a pile goes up to the king, and complete piles are set aside until the stock runs out; then they are shuffled into a new stock.
web-rules-score-heading = Winning and scoring
web-rules-score = Whoever plays the last card of their pay-off pile wins the game and scores a point for every card left in the other pay-off piles.
web-rules-match = Games are played until someone has the points the match is played to; the loser of a game starts the next one.
web-rules-draw = If a card must be drawn and the stock is empty, the game is a draw and nobody scores.
web-rules-example-heading = A first turn, step by step
web-rules-step = Step { $number } of { $count }
web-rules-previous = Previous step
web-rules-next = Next step
web-rules-payoff = pay-off pile
web-rules-centre = centre piles
web-rules-hand = hand
web-rules-side = side piles
web-rules-empty = empty
web-rules-picture-payoff = Pay-off pile: { $cards }.
web-rules-picture-centre = Centre piles: { $cards }.
web-rules-picture-hand = Hand: { $cards }.
web-rules-picture-side = Side piles: { $cards }.
web-rules-step-deal = The deal: your pay-off pile shows a 3, you hold five cards and the three centre piles are empty. A turn starts by drawing up to five cards; you have five, so you draw none.
web-rules-step-ace = Play the ace from your hand: it starts a centre pile.
web-rules-step-two = That pile needs a 2 now: play the 2 from your hand.
web-rules-step-payoff = It needs a 3: play the top card of your pay-off pile. The card under it is turned over: a 5.
web-rules-step-king = The pile needs a 4 and you have none, but kings are wild: play the king as the 4.
web-rules-step-five = Now it needs a 5: play your pay-off card again. Two pay-off cards are gone; the next one is a queen.
web-rules-step-discard = Nothing else can be played, so end the turn: discard the 9 onto a side pile. You keep the 7 and draw four cards at the start of your next turn.
web-close = Close
web-review-button = Review
web-review-title = Review of game { $game }
web-review-intro = Each of your turns is played out many times, the cards you could not see dealt at random; a turn that gave away chance to win is marked: ?! an inaccuracy, ? a mistake, ?? a blunder.
web-review-asking = Asking the server for a review…
web-review-working = Reviewing your turns: { $done } of { $moves } moves…
web-review-lost = The connection dropped before the review was done: ask again.
web-review-again = Review again
web-review-move = { $card } from { $from } to { $to }
web-match-ends = The match is over.
web-match-we-win = You and your partner win the match!
web-match-they-win = Your opponents win the match.
web-match-you-win = You win the match!
web-match-wins = { $name } wins the match.
web-tag-partner = partner
web-tag-waiting = waiting to join
web-tag-away = away
web-tag-computer = computer plays
web-to-play = to play
web-can-play-here = you can play here
web-suggested = suggested
web-key = (key { $key })
web-picked-up = picked up
web-label-side = { $kind ->
    [you] Your side pile { $index }
   *[other] { $name }'s side pile { $index }
}: { $count ->
    [0] empty
    [one] 1 card, { $top }
   *[other] { $count } cards, top { $top }; bottom to top: { $cards }
}
web-label-payoff = { $kind ->
    [you] Your pay-off pile
    [partner] Your partner's pay-off pile
   *[other] { $name }'s pay-off pile
}: { $count ->
    [0] empty
    [one] 1 card, top { $top }
   *[other] { $count } cards, top { $top }
}
web-label-hand = { $kind ->
    [you] Your hand
   *[other] { $name }'s hand
}: { $count ->
    [one] 1 card
   *[other] { $count } cards
}{ $kind ->
    [you] {""}
   *[other] , face down
}
web-label-hand-card = Hand card { $index }: { $card }
web-label-centre-empty = Centre pile { $index }: empty, needs { $needs }
web-label-centre = Centre pile { $index }: { $top }, needs { $needs }
web-label-centre-wild = Centre pile { $index }: king standing for { $as }, needs { $needs }
web-source = { $source ->
    [hand] hand card { $index }
    [payoff] your pay-off pile
    [partner] your partner's pay-off pile
   *[side] side pile { $index }
}
web-target = { $where ->
    [centre] centre pile { $index }
   *[side] side pile { $index }
}
web-refuse-not-turn = It is not your turn.
web-refuse-side-empty = Side pile { $index } is empty.
web-refuse-no-card = There is no card in { $source }.
web-refuse-no-side = There is no such side pile.
web-refuse-only-hand = Only a hand card can be discarded onto a side pile.
web-refuse-no-centre = There is no such centre pile.
web-refuse-centre = The { $card } cannot go on centre pile { $index }, which needs { $needs }.
web-log-from = { $source ->
    [hand] hand
    [hand-card] hand card { $index }
    [payoff] pay-off pile
    [partner] partner's pay-off pile
   *[side] side pile { $index }
}
web-log-played = { $who } { $kind ->
    [you] played
   *[other] played
} { $card } from { $from } to { $to }{ $auto ->
    [yes] {" "}(the computer, while away)
   *[no] {""}
}.
web-log-played-wild = { $who } { $kind ->
    [you] played
   *[other] played
} { $card } (as { $as }) from { $from } to { $to }{ $auto ->
    [yes] {" "}(the computer, while away)
   *[no] {""}
}.
web-log-discarded = { $who } { $kind ->
    [you] discarded
   *[other] discarded
} { $card } from { $from } to { $to }{ $auto ->
    [yes] {" "}(the computer, while away)
   *[no] {""}
}.
web-log-payoff-turned = { $kind ->
    [you] Your next pay-off card is { $card }.
   *[other] { $name }'s next pay-off card is { $card }.
}
web-log-pile-completed = Centre pile { $index } is complete and cleared.
web-log-shuffled = The stock was shuffled: { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
web-log-drew = { $who } { $kind ->
    [you] drew
   *[other] drew
} { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
web-log-you-drew = You drew { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $cards }.
web-just-drawn = just drawn
web-mark-new = new
web-log-turn = { $kind ->
    [you] Your turn.
   *[other] { $name }'s turn.
}
web-log-dealt = Game { $game } is dealt.
web-result-drawn = The game is drawn: the stock ran out. Nobody scores.
web-result-we = You and your partner win the game, { $points ->
    [one] 1 point
   *[other] { $points } points
}.
web-result-they = Your opponents win the game, { $points ->
    [one] 1 point
   *[other] { $points } points
}.
web-result-you = You win the game, { $points ->
    [one] 1 point
   *[other] { $points } points
}.
web-result-wins = { $name } wins the game, { $points ->
    [one] 1 point
   *[other] { $points } points
}.
web-joined = { $name } joined.
web-left = { $name } left; they can come back.
web-back = { $name } is back.
web-computer-plays = The computer plays for { $name } while they are away.
web-undo-declined = { $who } { $kind ->
    [you] declined
   *[other] declined
} the undo.
web-undo-cancelled = The undo was cancelled.
web-took-back = { $who } { $kind ->
    [you] took
   *[other] took
} back { $from } to { $to }.
web-took-back-move = { $who } { $kind ->
    [you] took
   *[other] took
} back { $move }.
web-game-nav = Game

## The terminal: hosting that can come back.
ui-cli-arg-partners = The partnership game: four players, partners sitting opposite: you and the player across from you (the first and third seats) against the other two.
ui-cli-rules-unknown-field = unknown field '{ $field }'; the fields are: { $known }
ui-cli-rules-wrong-value = { $field } is { $value }, but it must be { $kind }
ui-cli-rules-kind-number = a whole number, like { $example }
ui-cli-rules-kind-bool = true or false
ui-cli-rules-kind-rank = a rank in quotes: "A", "2" to "10", "J", "Q" or "K"
ui-cli-rules-kind-choice = one of { $choices }
ui-file-autosave-people = it seats { $people } people at a table of { $players } players
ui-repl-score-in-progress = Game { $game }: being played, turn { $turn }.
ui-cli-host-new = A new room, even if the last one hosted here is unfinished (without it, 'spite host' brings that room back).
ui-cli-host-server = Open the room on a server that runs already ('spite serve') instead of starting one here: its address, as 'spite join' takes it. You come back to your seat with 'spite join', as a friend does.
ui-online-host-kept = The server runs in this terminal: if it closes, the game pauses for your friends until you run 'spite host' again, which opens this room again at { $addr }.
ui-online-host-not-kept = This room cannot be brought back ({ $reason }): if this terminal closes, the game ends for your friends.
ui-online-host-no-data-dir = there is no data directory to keep it in
ui-online-host-reopened = Your last room is open again: friends who were waiting come back by themselves. ('spite host --new' starts a new room instead.)
ui-online-host-room-gone = Your last room is over or was cleared away; hosting a new one.
ui-online-host-confirm-quit = Quit? The server stops with this terminal: your friends' game pauses until you run 'spite host' again. (y/n)
ui-online-host-confirm-quit-for-good = Quit? The server stops with this terminal and this room cannot be brought back: the game ends for your friends. (y/n)
ui-online-host-left = You left and the server has stopped: your friends' game is paused and they wait for it. Run 'spite host' again to open the room at { $addr } and carry on.
ui-online-host-left-for-good = You left and the server has stopped: the game has ended for your friends.
ui-online-host-stopped = The server has stopped.
ui-online-host-gone = The server is gone; waiting for it to return (whoever runs it starts it again: a host with 'spite host' or by opening Spite & Malice, a server with 'spite serve'). Type 'quit' to leave.
ui-online-not-sent-away = Not sent: the server is away. Type it again once it is back, or 'quit' to leave.
ui-online-cannot-listen = cannot listen on { $addr }: { $reason }
ui-online-no-database = cannot open the database in { $dir }: { $reason }
# The operating system's error, by kind, with its own text ($raw, English) after it.
ui-os-error = { $what ->
    [not-found] no such file or directory
    [permission-denied] permission denied
    [exists] it exists already
    [is-directory] that is a folder
    [not-directory] a part of the path is not a folder
    [bad-name] the name is too long or not allowed
    [disk-full] the disk is full
    [read-only] the disk is read-only
    [address-in-use] the address is already in use
    [address-not-available] this machine has no such address
    [connection-refused] nothing listens there
    [connection-reset] the connection was cut
    [unreachable] the network cannot reach it
    [timed-out] no answer in time
   *[other] a system error
} ({ $raw })

## The browser client: leaving the table, the same seat in two tabs, the
## move log's pop-up on a phone, undo in words, a seat not yet taken
## (web-*). $code is a room's invite code; $card a card as shown.

web-leave-question = Leave the table?
web-leave-body = Your seat is kept: open the room's link again, or choose the room on the start page, to come back to it.
web-stay = Stay
web-open-elsewhere = Open in another tab
web-open-elsewhere-body = This game is open in another tab or window of this browser. Play it there, or here instead: the other tab then stops.
web-taken-elsewhere = This game is now open in another tab or window; it has stopped here.
web-play-here = Play here
web-status-elsewhere = Playing in another tab.
web-back-to-lobby = Back to the start page
web-close-log = Close the move log
web-your-rooms = Your rooms
web-back-to-room = Back to room { $code }
web-undo-asks-card = { $name } asks to take back their last move: { $card } from { $from } to { $to }.
web-took-back-card = { $who } { $kind ->
    [you] took
   *[other] took
} back { $card } from { $from } to { $to }.
web-waiting-to-join = Waiting for { $name } to join.
web-nothing-to-undo = Nothing to take back yet in this turn.
web-takeover = If a friend is away
web-takeover-after = { $count ->
    [0] wait for them
    [one] the computer plays after 1 minute
   *[other] the computer plays after { $count } minutes
}
web-help-touch = On a touch screen: tap a card, then tap a pile marked “▼ here”; or drag the card there.

# Quick match in the terminal (`spite match`), the leaderboard (`spite
# ladder`) and the player's identity (`spite identity`). $rules is g4a or
# classic, typed as it is.
ui-cli-about-match = Play someone new: quick match on a server (ADDR, default 127.0.0.1:7878).
ui-cli-about-ladder = A server's leaderboard, with your own place.
ui-cli-about-identity = Your transfer code, or take one from another device (--key).
ui-cli-match-addr = The server's address (default: 127.0.0.1:7878).
ui-cli-match-rules = The rules preset.
ui-cli-match-casual = A match that changes no rating.
ui-cli-ladder-addr = The server's address (default: 127.0.0.1:7878).
ui-cli-ladder-rules = The rules preset whose leaderboard is shown.
ui-cli-identity-addr = The server's address (default: 127.0.0.1:7878).
ui-cli-identity-key = A transfer code shown on another device: play as that player here.
ui-match-rated = rated
ui-match-casual = casual
ui-match-seeking = Looking for an opponent ({ $rules }, { $kind }): you are number { $position } in line. If nobody comes within { $seconds } seconds, the computer will be offered.
ui-match-ctrl-c = Ctrl-C stops looking.
ui-match-cancelled = You stopped looking: you are out of the line.
ui-match-computer-offer = Nobody came. The computer ({ $level }) can play you instead: it is a program, not a person, and the match is not rated.
ui-match-computer-question = Play the computer? (y/n)
ui-match-computer-taken = You play the computer.
ui-match-still-waiting = You keep waiting for a person.
ui-match-key-kept = You have a player key now (kept in { $file }): it keeps your rating.
ui-match-key-not-kept = Your player key could not be kept ({ $reason }): write down your transfer code, or your rating is lost with this terminal.
ui-match-transfer-code = Your transfer code, to play as you on another device (spite identity --key CODE there): { $code }
ui-match-no-data-dir = there is no data directory
ui-match-person-came = A person came meanwhile: you play them (press Enter).
ui-match-cannot = No quick match: { $reason }
ui-cli-about-rooms = A server's open rooms, and a free seat taken in one (--take N).
ui-cli-rooms-addr = The server's address (default: 127.0.0.1:7878).
ui-cli-rooms-take = Take a free seat in the room numbered N in the list.
ui-cli-host-open = List the room for anyone to take its free seats ('spite rooms').
ui-cli-host-seed = Seed of the room's deals (default: random): the same seed deals the same cards, for tests and replays.
ui-rooms-cannot = No list of rooms: { $reason }
ui-rooms-none = No room at { $server } is open for anyone just now. Open one with { $command }.
ui-rooms-title = Open rooms at { $server }:
ui-rooms-row = { $number }. { $code }: { $rules }, { $players } players; { $free ->
    [one] one free seat
   *[other] { $free } free seats
}; { $names }; waiting { $waited }
ui-rooms-own-rules = rules of the host's own
ui-rooms-computer = Computer ({ $level })
ui-rooms-player = player { $seat }
ui-rooms-waited = { $minutes ->
    [0] { $seconds } s
   *[other] { $minutes } min
}
ui-rooms-take = Take a free seat with { $command } (the room's number), or with spite join and its code.
ui-rooms-no-such = There is no room { $number } in the list: it has { $count }.
ui-online-host-open = The room is open: anyone can see it with 'spite rooms' and take its free seat.
ui-ladder-title = Leaderboard ({ $rules })
ui-ladder-empty = Nobody has played a rated match yet.
ui-ladder-name = Name
ui-ladder-rating = Rating
ui-ladder-games = Matches
ui-ladder-no-name = (no name)
ui-ladder-you = Your place:
ui-ladder-you-unrated = You have no rated match with these rules yet.
ui-ladder-no-key = You have no player key for { $server } yet: spite match makes one.
ui-identity-none = You have no player key for { $server } yet: spite match { $server } makes one.
ui-identity-code = Your transfer code for { $server }: { $code }
ui-identity-secret = Whoever knows it plays as you; a lost code is a lost rating (no password, no e-mail). On another device: spite identity --key CODE
ui-identity-refused = That transfer code is not taken: { $reason }
ui-identity-replaced = The code kept here before, now replaced (write it down if it matters): { $code }
ui-identity-taken = You play as that player here now (kept in { $file }).
ui-identity-name = Name: { $name }
ui-identity-rating = { $rules }: { $rating }, { $games ->
    [one] 1 rated match
   *[other] { $games } rated matches
}

# The browser's quick match, ratings and leaderboard, open rooms, rematch
# and reactions. $rules is a rules preset in words (web-preset-*), $time a
# clock (0:42), $names seats' names joined with commas.
web-someone-new = Play someone new
web-someone-new-what = Quick match pairs you with a player who is looking for a game now. A rated match changes both players' ratings.
web-seek-kind = Match
web-rated = Rated
web-casual = Casual: no rating changes
web-find-opponent = Find an opponent
web-seeking-title = Looking for an opponent
web-seeking-what = { $rules }, { $rated ->
    [yes] rated
   *[no] casual
}
web-seeking-joining = Joining the line…
web-seeking-position = You are number { $position } in line.
web-seeking-waited = Waiting for { $time }
web-seeking-computer-in = If nobody comes, the computer will be offered in { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}.
web-play-computer = Play the computer
web-keep-waiting = Or keep waiting for a person: you stay in line.
web-your-rating = Rating { $rating } ± { $deviation }, { $count ->
    [one] { $count } rated match
   *[other] { $count } rated matches
}
web-player-rating-explain = The ± says how sure the rating is: your strength is within twice that of the rating, 95 times in 100. It shrinks as you play.
web-ratings-heading = Your rating and the leaderboard
web-player-none = You have no player key on this server yet: your first quick match makes one.
web-player-code = Your transfer code:
web-player-copy = Copy code
web-player-code-explain = Type it on another device to play as you there. Whoever knows it plays as you, and a lost code is a lost rating: there is no password and no e-mail.
web-player-use-code = A transfer code from another device
web-player-use-button = Play as that player
web-player-not-code = That is not a transfer code: it has 32 digits and letters from A to F.
web-player-taken = You play as that player here now.
web-player-replaced = The code kept here before was { $code }: write it down if it matters.
web-player-leaderboard = Leaderboard
web-player-rank = Place
web-player-place = Your place: { $rank } ({ $rating } ± { $deviation }).
web-loading = Loading…
web-open-room = List it in the open rooms: anyone may take a free seat
web-open-rooms = Open rooms
web-open-rooms-none = No open room is waiting for players just now.
web-preset-own = The host's own rules
web-open-computer = computer ({ $level })
web-open-room-about = { $count ->
    [one] { $count } free seat
   *[other] { $count } free seats
} of { $players }. At the table: { $names }. Waiting for { $time }.
web-take-seat = Take a seat
web-rematch = Rematch
web-rematch-offered = { $who } offers a rematch.
web-rematch-accept = Accept the rematch
web-rematch-decline = Decline
web-rematch-waiting = You offered a rematch; waiting for { $names }.
web-rematch-declined = { $who } declined the rematch.
web-rematch-left = { $who } left: there is no rematch.
web-rematch-starting = Everyone accepted: the rematch is dealt.
web-reactions = Reactions
web-mute = Mute
web-mute-heading = Hide the reactions of

## The window: quick match, ratings and rematch.
ui-quick-tab = Quick match
ui-open-rooms-show = Show the open rooms on this server
ui-quick-about = Play someone new: the server pairs you with a person waiting for the same rules. If nobody comes, it offers the computer, and says so.
ui-quick-button = Find a match
ui-quick-code = Your transfer code: { $code }
ui-quick-code-about = Whoever knows it plays as you; a lost code is a lost rating (no password, no e-mail). Type it on another device to play as you there.
ui-quick-asking = Asking the server…
ui-quick-no-key = You have no player key for this server yet: your first quick match makes one.
ui-quick-type-code = A transfer code from another device:
ui-quick-use-code = Use it
ui-quick-code-taken = You play as that player here now.
ui-quick-leaderboard = Leaderboard
ui-quick-unrated = No rated match yet: every player starts at 1500 ± 350.
ui-quick-seeking = Looking for an opponent ({ $rules }, { $kind }): number { $position } in line, waiting { $time }.
ui-quick-computer-in = If nobody comes within { $seconds } seconds, the computer is offered.
ui-quick-connecting = Looking for an opponent…
ui-quick-new-key = You have a player key now, kept with this window's files: it keeps your rating. Transfer code: { $code }
ui-quick-key-not-kept = Your player key could not be kept ({ $reason }): write down its transfer code, or your rating is lost when this window closes. Transfer code: { $code }
ui-quick-no-files = this window keeps no files
ui-quick-accept = Play the computer
ui-quick-cancel = Stop looking
ui-rematch-button = Rematch
ui-rematch-offered = { $name } offers a rematch.
ui-rematch-waiting = Rematch offered: waiting for { $names }.
ui-rematch-accept = Accept the rematch
ui-rematch-decline = Decline
ui-rematch-declined = { $name } declined the rematch.
ui-rematch-left = { $name } left: no rematch.
ui-net-invite = Invite…
ui-net-invite-title = Invite a friend
ui-net-invite-terminal = From a terminal, a friend types:
ui-net-invite-link = From a browser, a friend opens:
ui-net-invite-window = From Spite & Malice, a friend chooses Play online…, Join a game, and types the address and the invite code.
ui-reaction-menu = React
ui-reaction-mute = Mute { $name }'s reactions
ui-reaction-unmute = Show { $name }'s reactions again
