// Generated from crates/spite-server/src/protocol.rs (and the types of
// spite-core and spite-ai it carries) by
//   UPDATE_TS=1 cargo test -p spite-server --features ts --test ts_types
// Do not edit: that test fails when this file is stale.

/** The protocol's version, in `hello`. */
export const PROTOCOL_VERSION = 1;

/** The largest frame the server reads. */
export const MAX_FRAME = 65536;

export type Card = string;

export type Rank = string;

export type Move = string;

export type Source = string;

export type Drawn = Array<Card>;

export type Level = "random" | "naive" | "racer" | "blocker" | "hoarder" | "easy" | "medium" | "hard" | "expert";

export type CompletedPiles = "shuffle_into_stock" | "set_aside";

export type Rules = { 
/**
 * Number of seats, 2 to 6. Two decks for two players, one more deck for
 * every player beyond two.
 */
players: number, 
/**
 * Four players in two partnerships, partners opposite (seats 0 & 2, 1 & 3).
 */
partnership: boolean, 
/**
 * Cards dealt to each pay-off pile.
 */
payoff_size: number, 
/**
 * Cards a hand is filled up to at the start of each turn.
 */
hand_size: number, 
/**
 * Number of shared centre piles.
 */
centre_piles: number, 
/**
 * Kings may be played on any centre pile as the rank it needs.
 */
kings_wild: boolean, 
/**
 * The rank that completes a centre pile (queen in `g4a`, king in `classic`).
 */
complete_at: Rank, 
/**
 * Where complete centre piles go.
 */
completed_piles: CompletedPiles, 
/**
 * A player who empties the hand during a turn draws a new hand and goes on.
 * When off, emptying the hand ends the turn.
 */
refill_empty_hand: boolean, 
/**
 * Points that win a match.
 */
match_target: number, };

export type ViewStatus = "playing" | "won" | "drawn";

export type SeatJson = { 
/**
 * The face-up top of the seat's pay-off pile; `None` when it is empty.
 */
payoff_top: Card | null, 
/**
 * Cards left in the seat's pay-off pile, the top included.
 */
payoff_count: number, 
/**
 * Cards in the seat's hand (only the view's own seat shows them, in
 * [`ViewJson::hand`]).
 */
hand_count: number, 
/**
 * Four side piles, bottom to top.
 */
sides: Array<Array<Card>>, };

export type ViewJson = { 
/**
 * The seat whose view this is.
 */
seat: number, 
/**
 * The seat whose turn it is.
 */
to_move: number, 
/**
 * Turns begun so far, the first being 1.
 */
turn: number, 
/**
 * The rules the game is played by.
 */
rules: Rules, 
/**
 * The view's own hand, in slot order (`h1` first).
 */
hand: Array<Card>, 
/**
 * Every seat's public information, in seat order.
 */
players: Array<SeatJson>, 
/**
 * Centre piles bottom to top, kings as played.
 */
center: Array<Array<Card>>, 
/**
 * The rank each centre pile needs next.
 */
center_needs: Array<Rank>, 
/**
 * Cards in the stock (never which).
 */
stock_count: number, 
/**
 * Complete piles set aside (`classic`); may be left out, meaning none.
 */
set_aside: Array<Card>, 
/**
 * Whether the game goes on: `"playing"`, `"won"` or `"drawn"`.
 */
status: ViewStatus, 
/**
 * The seat that won (`null` unless `status` is `"won"`).
 */
winner: number | null, 
/**
 * The points of the win (0 unless `status` is `"won"`).
 */
points: number, };

export type MatchViewJson = { 
/**
 * Points per side (per seat, or per partnership).
 */
score: Array<number>, 
/**
 * The match around the game.
 */
match: MatchJson, 
/**
 * The moves the view's seat may play now, in move notation
 * (`"h3 c1"`): listed only when asked for (the online server asks, the
 * engine has its `legal` command) and only on the seat's own turn of a
 * game still played. Never another seat's moves.
 */
legal?: Array<Move>, 
/**
 * The seat whose view this is.
 */
seat: number, 
/**
 * The seat whose turn it is.
 */
to_move: number, 
/**
 * Turns begun so far, the first being 1.
 */
turn: number, 
/**
 * The rules the game is played by.
 */
rules: Rules, 
/**
 * The view's own hand, in slot order (`h1` first).
 */
hand: Array<Card>, 
/**
 * Every seat's public information, in seat order.
 */
players: Array<SeatJson>, 
/**
 * Centre piles bottom to top, kings as played.
 */
center: Array<Array<Card>>, 
/**
 * The rank each centre pile needs next.
 */
center_needs: Array<Rank>, 
/**
 * Cards in the stock (never which).
 */
stock_count: number, 
/**
 * Complete piles set aside (`classic`); may be left out, meaning none.
 */
set_aside: Array<Card>, 
/**
 * Whether the game goes on: `"playing"`, `"won"` or `"drawn"`.
 */
status: ViewStatus, 
/**
 * The seat that won (`null` unless `status` is `"won"`).
 */
winner: number | null, 
/**
 * The points of the win (0 unless `status` is `"won"`).
 */
points: number, };

export type MatchJson = { 
/**
 * The current game's number, the first being 1.
 */
game: number, 
/**
 * Points that win the match.
 */
target: number, 
/**
 * Whether points go to seats or to partnerships (side 0 = seats 0 and
 * 2).
 */
sides: Sides, 
/**
 * Whether the match is over.
 */
over: boolean, 
/**
 * The side that won the match, once it is over.
 */
winner: number | null, 
/**
 * Finished games, in order.
 */
results: Array<GameResult>, };

export type Sides = "seats" | "partnerships";

export type Status = { "status": "playing" } | { "status": "won", 
/**
 * The seat that went out (in the partnership game, its partnership
 * is [`Rules::side_of`](crate::Rules::side_of) it).
 */
winner: number, 
/**
 * Cards left in the opponents' pay-off piles.
 */
points: number, } | { "status": "drawn" };

export type Event = { "event": "played", 
/**
 * The seat that played.
 */
seat: number, 
/**
 * The move (serialised as `"move"`).
 */
move: Move, 
/**
 * The card played.
 */
card: Card, 
/**
 * On a centre pile, the rank the card counts as; `None` for a
 * discard.
 */
counts_as?: Rank, } | { "event": "payoff_turned", 
/**
 * The seat that owns the pay-off pile.
 */
seat: number, 
/**
 * The card now on top.
 */
card: Card, } | { "event": "pile_completed", 
/**
 * The centre pile, from 0.
 */
centre: number, } | { "event": "stock_shuffled", 
/**
 * Cards in the stock after the shuffle.
 */
stock: number, } | { "event": "drew", 
/**
 * The seat that drew.
 */
seat: number, 
/**
 * How many cards.
 */
count: number, 
/**
 * Which cards, in the order drawn: only in the events of the
 * drawing seat's own view ([`MoveEvents::seen_by`]); `None` in
 * every other seat's and in the public events.
 */
cards?: Drawn, } | { "event": "turn_passed", 
/**
 * The seat whose turn begins.
 */
seat: number, } | { "event": "game_over", 
/**
 * How: [`Status::Won`] or [`Status::Drawn`].
 */
result: Status, };

export type GameResult = { 
/**
 * The seat that played first.
 */
first: number, 
/**
 * How it ended: [`Status::Won`] or [`Status::Drawn`], never
 * [`Status::Playing`].
 */
result: Status, };

export type ClientMessage = { "type": "create", 
/**
 * A preset name (`"g4a"`, `"classic"`) or a rules object (fields
 * left out come from `g4a`); `g4a` when absent.
 */
rules?: RulesSpec, 
/**
 * Who plays each seat, in seat order: as many as the rules' players,
 * at least one person. The creator sits at the first person seat.
 */
seats: Array<SeatSpec>, 
/**
 * The creator's name (at most 40 characters).
 */
name?: string, 
/**
 * Seconds a person may stay away before the computer plays their
 * seat until they return; absent: never.
 */
takeover_after?: number, 
/**
 * Whether the room is listed for anyone to join while it has
 * free person seats (`list_rooms`, `GET /rooms`); absent: not.
 */
open?: boolean, } | { "type": "join", 
/**
 * The invite code (case, spaces and dashes do not matter).
 */
code: string, 
/**
 * The joiner's name (at most 40 characters).
 */
name?: string, } | { "type": "rejoin", 
/**
 * The invite code.
 */
code: string, 
/**
 * The seat token given by `seated`.
 */
token: string, } | { "type": "play", 
/**
 * The move text.
 */
move: string, } | { "type": "undo", } | { "type": "undo_reply", 
/**
 * Whether you approve.
 */
approve: boolean, } | { "type": "hint", } | { "type": "rematch", } | { "type": "rematch_reply", 
/**
 * Whether you accept.
 */
accept: boolean, } | { "type": "react", 
/**
 * One of the fixed set: `good_game`, `well_played`,
 * `nice_move`, `oops`, `thinking`.
 */
reaction: Reaction, } | { "type": "list_rooms", } | { "type": "state", } | { "type": "ping", } | { "type": "identify", 
/**
 * Your player key (32 hex digits; spaces and dashes do not
 * matter); absent: make me a new one (for a client that cannot
 * make random bits).
 */
key?: string, 
/**
 * The key is this client's own (made here, or a transfer code the
 * server took before): a key the server does not know yet becomes
 * a new player (as limited as the server's own new identities),
 * one it knows is simply you. Absent or `false`: a key the server
 * does not know is refused `unknown_player` (a transfer code
 * typed wrong). Needs `key`.
 */
register?: boolean, 
/**
 * Your display name (at most 40 characters); absent: keep the
 * one you had.
 */
name?: string, } | { "type": "seek", 
/**
 * The rules preset.
 */
rules: Preset, 
/**
 * Whether the match changes both players' ratings (needs an
 * identity).
 */
rated: boolean, 
/**
 * Your name at the table (at most 40 characters) when you seek
 * without an identity; with one, the identity's name is used.
 */
name?: string, } | { "type": "cancel_seek", } | { "type": "accept_computer", } | { "type": "leaderboard", 
/**
 * The rules preset.
 */
rules: Preset, } | { "type": "review", 
/**
 * The game's number in the match, from 1.
 */
game: number, };

export type RulesSpec = string | Rules;

export type SeatSpec = { "kind": "person" } | { "kind": "computer", 
/**
 * `easy`, `medium`, `hard`, `expert` (or `random`, `naive`).
 */
level: Level, };

export type ServerMessage = { "type": "seated", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The room's invite code, `XXXX-XXXX-XXXX`.
 */
code: string, 
/**
 * Your seat.
 */
seat: number, 
/**
 * Your seat token (after `create` and `join`; keep it to come back
 * with `rejoin`). Absent after `rejoin`.
 */
token?: string, 
/**
 * The room as your seat sees it.
 */
room: RoomState, } | { "type": "state", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The room as your seat sees it.
 */
room: RoomState, } | { "type": "moved", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Who moved.
 */
seat: number, 
/**
 * The move.
 */
move: Move, 
/**
 * Whether the computer played it (a computer seat, or a person's
 * seat taken over while they are away).
 */
by_computer: boolean, 
/**
 * What happened, as your seat sees it: your own draws name their
 * cards (`cards`), everyone else's is a count.
 */
events: Array<Event>, 
/**
 * Your view after the move (the engine protocol's VIEW: the
 * match included, your legal moves when it is your turn).
 */
view: MatchViewJson, } | { "type": "new_game", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Its number, from 1.
 */
game: number, 
/**
 * Match points per side.
 */
score: Array<number>, 
/**
 * Your view (your legal moves when it is your turn).
 */
view: MatchViewJson, } | { "type": "match_over", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Match points per side.
 */
score: Array<number>, 
/**
 * The side that won.
 */
winner: number | null, 
/**
 * The match seed, revealed now that every game is over, so anyone
 * can replay and check the deals.
 */
seed: number, } | { "type": "presence", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The seat.
 */
seat: number, 
/**
 * Its public state now.
 */
info: SeatInfo, } | { "type": "undo_requested", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Who asks.
 */
seat: number, 
/**
 * The move to take back.
 */
move: Move, 
/**
 * The seats whose approval is needed.
 */
waiting_for: Array<number>, } | { "type": "undo_cancelled", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Who declined.
 */
by: number | null, } | { "type": "undone", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Whose move.
 */
seat: number, 
/**
 * The move.
 */
move: Move, 
/**
 * Your view after it (your legal moves when it is your turn).
 */
view: MatchViewJson, } | { "type": "rematch_offered", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Who offered.
 */
by: number, 
/**
 * The people still to accept.
 */
waiting_for: Array<number>, } | { "type": "rematch_cancelled", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Who declined or left.
 */
seat: number, 
/**
 * Why.
 */
why: RematchCancel, } | { "type": "rematch_started", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The new room's invite code.
 */
code: string, } | { "type": "error", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * What went wrong, for programs.
 */
code: ErrorCode, 
/**
 * What went wrong, for people.
 */
message: string, } | { "type": "hint", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The move to play now (`null`: no move can be suggested).
 */
move: Move | null, 
/**
 * The card it plays.
 */
card: Card | null, 
/**
 * The plan for the turn and why, as data (spite-ai's
 * `HintPlan`), for a frontend to word in its player's language
 * (`null` with no move).
 */
plan: HintPlan | null, 
/**
 * The whole hint as a sentence in English, for programs and logs.
 */
message: string, } | { "type": "reaction", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Who reacted.
 */
seat: number, 
/**
 * The reaction.
 */
reaction: Reaction, } | { "type": "rating", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Your rating in the match's preset now.
 */
rating: PlayerRating, } | { "type": "rooms", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The rooms.
 */
rooms: Array<OpenRoom>, } | { "type": "pong", 
/**
 * The sequence number.
 */
seq: number, } | { "type": "identity", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The player key the server just made, only for an `identify`
 * without a key: keep it (it is your transfer code to another
 * device); the server keeps only its hash and never sends it
 * again. A key the client sent is never sent back.
 */
key?: string, 
/**
 * Your display name.
 */
name: string | null, 
/**
 * Your rating for each preset.
 */
ratings: Array<PlayerRating>, } | { "type": "seeking", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * Your place among those seeking the same (1: nobody waited
 * longer).
 */
position: number, 
/**
 * Seconds from now until a computer is offered if nobody comes.
 */
computer_in: number, } | { "type": "seek_cancelled", 
/**
 * The sequence number.
 */
seq: number, } | { "type": "computer_offer", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The computer's level, the nearest to your rating.
 */
level: Level, } | { "type": "leaderboard", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The preset.
 */
rules: Preset, 
/**
 * The best players, best first (at most 100).
 */
top: Array<LeaderboardEntry>, 
/**
 * Your own place (`null`: no identity, or no rated match yet).
 */
you: LeaderboardEntry | null, } | { "type": "review_started", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The game reviewed.
 */
game: number, 
/**
 * Its moves (every seat's), for progress.
 */
moves: number, } | { "type": "review_turn", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The game reviewed.
 */
game: number, 
/**
 * The game's moves judged so far (of `review_started`'s `moves`).
 */
reviewed: number, 
/**
 * The decision (spite-ai's `TurnReview`).
 */
turn: TurnReview, 
/**
 * The card each of `turn.played` took, as your seat saw it then.
 */
played_cards: Array<Card | null>, 
/**
 * The card each of `turn.best` would take.
 */
best_cards: Array<Card | null>, } | { "type": "review_done", 
/**
 * The sequence number.
 */
seq: number, 
/**
 * The game reviewed.
 */
game: number, 
/**
 * Your accuracy in it, 0 to 100.
 */
accuracy: number, 
/**
 * Your decisions judged (each told by a `review_turn`).
 */
decisions: number, };

export type RoomState = { 
/**
 * The invite code.
 */
code: string, 
/**
 * The seats and who is there.
 */
seats: Array<SeatInfo>, 
/**
 * The number of the current game, from 1.
 */
game: number, 
/**
 * The seat that had the current game's first turn (a client that
 * comes in mid-game records the game's result with it).
 */
first: number, 
/**
 * Match points per side.
 */
score: Array<number>, 
/**
 * The finished games of the match.
 */
results: Array<GameResult>, 
/**
 * Whether the match is over.
 */
match_over: boolean, 
/**
 * The side that won the match, once it is over.
 */
winner: number | null, 
/**
 * The match seed, once the match is over (as `match_over` tells it),
 * so a seat told the room afterwards can replay and check the deals.
 */
match_seed?: number, 
/**
 * Seconds a person may be away before the computer plays for them.
 */
takeover_after: number | null, 
/**
 * A pending undo, if any.
 */
undo: PendingUndo | null, 
/**
 * A rematch offered and not yet started, if any.
 */
rematch?: RematchOffer, 
/**
 * Your view of the current game (the engine protocol's VIEW; your
 * legal moves when it is your turn).
 */
view: MatchViewJson, };

export type PendingUndo = { 
/**
 * Who asked.
 */
seat: number, 
/**
 * The move.
 */
move: Move, 
/**
 * Seats still to approve.
 */
waiting_for: Array<number>, };

export type RematchOffer = { 
/**
 * Who offered.
 */
by: number, 
/**
 * The people still to accept.
 */
waiting_for: Array<number>, };

export type RematchCancel = "declined" | "left";

export type OpenRoom = { 
/**
 * The invite code: `join` it to take a free seat.
 */
code: string, 
/**
 * The rules' preset (`g4a`, `classic`) when they are one; `null`:
 * rules of the creator's own (see `rules`).
 */
preset: string | null, 
/**
 * The rules.
 */
rules: Rules, 
/**
 * The seats: who sits there (names), which are computers.
 */
seats: Array<SeatInfo>, 
/**
 * How many person seats are free.
 */
free: number, 
/**
 * Seconds since the room was made.
 */
waiting: number, };

export type Reaction = "good_game" | "well_played" | "nice_move" | "oops" | "thinking";

export type SeatInfo = { 
/**
 * `person` or `computer`, as the room was created.
 */
kind: SeatKind, 
/**
 * The computer's level, for a computer seat.
 */
level: Level | null, 
/**
 * The name its person gave.
 */
name: string | null, 
/**
 * Whether a person has taken the seat (always true for a computer).
 */
taken: boolean, 
/**
 * Whether its person is connected now.
 */
connected: boolean, 
/**
 * Whether the computer plays it now (a computer seat, or a person's
 * seat taken over while they are away).
 */
computer_plays: boolean, };

export type SeatKind = "person" | "computer";

export type ErrorCode = "bad_json" | "bad_request" | "rate_limited" | "no_room" | "bad_token" | "room_full" | "server_full" | "not_seated" | "already_seated" | "not_your_turn" | "illegal_move" | "game_over" | "undo_refused" | "rematch_refused" | "internal" | "unavailable" | "unknown_player" | "already_seeking" | "no_identity" | "no_such_game" | "game_not_finished" | "review_busy";

export type Preset = "g4a" | "classic";

export type PlayerRating = { 
/**
 * The preset.
 */
rules: Preset, 
/**
 * The rating (1500 to start).
 */
rating: number, 
/**
 * Its deviation: the rating is within twice this of the player's
 * strength, 95 times in 100 (350 to start).
 */
deviation: number, 
/**
 * Rated matches played.
 */
games: number, };

export type LeaderboardEntry = { 
/**
 * The place, from 1.
 */
rank: number, 
/**
 * The player's display name (`null`: none given).
 */
name: string | null, 
/**
 * The rating.
 */
rating: number, 
/**
 * Its deviation.
 */
deviation: number, 
/**
 * Rated matches played.
 */
games: number, };

export type HintPlan = { 
/**
 * The first centre plays, in order (at most three).
 */
steps: Array<HintStep>, 
/**
 * Whether more centre plays follow the ones listed.
 */
more: boolean, 
/**
 * The discard that ends the turn, if the plan gets that far.
 */
discard: HintDiscard | null, 
/**
 * Why this plan.
 */
why: HintWhy, };

export type HintStep = { 
/**
 * The rank played (`null`: a card not known when the hint was made).
 */
rank: Rank | null, 
/**
 * Where it comes from, as a move writes it: `h2`, `p`, `pp`, `s1`.
 */
from: Source, 
/**
 * The centre pile, from 0.
 */
centre: number, };

export type HintDiscard = { 
/**
 * The rank discarded (`null`: not known when the hint was made).
 */
rank: Rank | null, 
/**
 * The side pile, from 0.
 */
pile: number, };

export type HintWhy = { "kind": "wins" } | { "kind": "payoff_now", 
/**
 * Its rank, if known.
 */
rank: Rank | null, } | { "kind": "payoff_next", 
/**
 * Its rank, if known.
 */
rank: Rank | null, } | { "kind": "partner_payoff_now", 
/**
 * Its rank, if known.
 */
rank: Rank | null, } | { "kind": "partner_payoff_next", 
/**
 * Its rank, if known.
 */
rank: Rank | null, } | { "kind": "empties_hand", 
/**
 * How many cards come (the rules' hand size).
 */
cards: number, } | { "kind": "plays_out_hand" } | { "kind": "blocks_opponent", 
/**
 * The opponent's pay-off card's rank.
 */
rank: Rank | null, } | { "kind": "helps_opponent", 
/**
 * The opponent's pay-off card's rank.
 */
rank: Rank | null, } | { "kind": "keeps_king" } | { "kind": "nothing_closer" } | { "kind": "keeps_order" };

export type TurnReview = { 
/**
 * The game's turn number (the first turn is 1).
 */
turn: number, 
/**
 * Which decision of its turn this is, from 1: a turn is one decision
 * until new cards show, so one turn number can have several, and the
 * words tell the later ones apart ("Turn 7, part 2 (after new cards)").
 */
part: number, 
/**
 * The index in the game's moves of the decision's first move.
 */
first_move: number, 
/**
 * The moves played.
 */
played: Array<Move>, 
/**
 * The best turn the expert finds: the moves it would play from this
 * view, up to where new cards would show.
 */
best: Array<Move>, 
/**
 * The seat's chance to win (0 to 1) before the decision: with the best
 * turn, as a chess engine's evaluation of a position is that of its
 * best move.
 */
before: number, 
/**
 * The chance after the moves as played.
 */
after_played: number, 
/**
 * The chance after the best turn (the same as `before`).
 */
after_best: number, 
/**
 * The chance given away: `after_best - after_played`, never below 0.
 */
lost: number, 
/**
 * The mark, if the decision gave away enough chance.
 */
mark: Mark | null, 
/**
 * The best turn and why, worded as a hint is.
 */
better: HintPlan, };

export type Mark = "inaccuracy" | "mistake" | "blunder";
