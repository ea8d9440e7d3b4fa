# English catalogue: every word of the page and of `mancala diagram --lang en`.
# Format (a small subset of Fluent, read by src/ui/texts/catalogue.rs):
#   key = text                one line
#   key =                     or several lines, each indented, joined by spaces
#       text continued
#   { $name }                 an argument, filled in by the code
#   key.one = …               English only: the form used when the count is 1
# Lines starting with # are comments. Every key here must be in tr.ftl and az.ftl
# (a native test checks it), except the `.one` forms.

## Game picker taglines (at most 90 characters)
tagline-gore =
    Côte d'Ivoire · 2 × 4 · captures of 2s and 4s, pits handed over for captured cows
tagline-urim =
    Cape Verde · 2 × 6 or 2 × 7 · Oware-like captures of 2s and 3s, match points
tagline-anywoli =
    Ethiopia & South Sudan · 2 × 12 · relay sowing, captures of fours, extra moves
tagline-bao-kigogo =
    Tanzania · 4 × 12 · relay sowing round your own two rows, whole files captured
tagline-tsoro =
    Zimbabwe · 4 × 21 · relay sowing, heads to stop at, file and bonus captures

## What the board calls the captured piles
store-gore = captured cows
store-urim = store
store-anywoli = store
store-bao-kigogo = captured
store-tsoro = captured

## Sowing hint under the board (one sentence)
hint-gore =
    Cows travel counter-clockwise round all 8 pits: { $forward } along row 1, then {
    $back } along row 2, and on round again.
hint-urim =
    Seeds travel counter-clockwise through both rows ({ $forward } along row 1, { $back }
    along row 2), never into a store, skipping the starting pit and any pit that
    already holds 17.
hint-anywoli =
    Seeds travel counter-clockwise round all 24 pits ({ $forward } along row 1, { $back }
    along row 2), never into a store.
hint-bao-kigogo =
    Each player sows counter-clockwise round their own two rows only: South { $forward }
    along row 1 and { $back } along row 2, North { $forward } along row 3 and { $back }
    along row 4.
hint-tsoro =
    Each player sows counter-clockwise round their own two rows only (South: row 1
    { $forward }, then row 2 { $back }; North: row 3 { $forward }, then row 4 { $back }),
    and when the last stone of a lap lands in an occupied head the player may stop there.
## About panels (60 to 120 words)
about-gore =
    Cattle have long stood for wealth, and Goré names its pieces after them: they are
    ayla, “cows”. The Guro, also known as Kweni, live in central Côte d'Ivoire,
    in the belt where forest opens into savanna, and are famous for their carved masks,
    woodwork and cloth. Jordi Climent Tondo documented the game in 2009. What sets it
    apart is that land changes hands during play: a player may offer
    the opponent one to three pits, and a player who takes them must stock each one with
    six of the cows they have captured. Turning an offer down is thought mean-spirited, so
    a player who declined and then wins earns only a “victory without glory”.
about-urim =
    On Brava, the smallest inhabited island of Cape Verde, the two-row game is called
    Urim; elsewhere in the islands the same game goes by Ouri, Huri, Ourim, Òrè, Ori or
    Uril, and Cape Verdeans carried it to Angola too. It belongs to the Oware family of
    West Africa. Men play it on carved benches, the banco de ouri, using hard grey
    nickernuts (Caesalpinia crista) as seeds, and the seed that ends a sowing has its own
    name, the urin. A Creole riddle describes the board as “twelve mouths, forty-eight
    teeth”, remembering sets of four seeds a pit. The Cape Verdean researcher Elísio
    Romariz Santos Silva gave the first detailed account of the game in 1994.
about-anywoli =
    Two rows of twelve holes and 96 seeds make Anywoli one of the biggest two-row boards
    in Africa. Its players are the Anuak, about 78,000 people of the Gambela region in
    western Ethiopia and of neighbouring South Sudan (Akobo, Pochalla, Jokau), who live
    by fishing, farming and hunting along the rivers. In Anuak the name means “birth” or
    “giving birth”; a hole is an oto, many holes are udi, “houses”, and the seeds are
    nyibaré, “children of the board game”. Strong players set each other endgame
    puzzles. Outside the region the game became known through the historian Richard
    Pankhurst, who wrote about it in 1971.
about-bao-kigogo =
    The Gogo, or Wagogo, farm and herd on the dry central plateau of Tanzania, in today's
    Dodoma Region, and Bao Kigogo is their four-row game. We know it from Martin
    Klamroth, a German Lutheran missionary at Mpapua (now Mpwapwa), who watched it played
    and published its rules in 1911 in the Archiv für Anthropologie, in an article called
    “Afrikanische Brettspiele”. Its cousins are Bao Kiarabu, the coastal Swahili name for
    Hawalis, Njombwa in Mozambique and the other four-row relay games of eastern and
    southern Africa. The start is deliberately uneven: one corner pit of each front row
    is left empty, so the position is lopsided from the first move.
about-tsoro =
    Tsoro is what the Shona of north-eastern Zimbabwe call board games in general: the
    word covers draughts, three-in-a-row (Tsoro Yemutatu) and twelve men's morris (Tsoro
    Yemutwelve). The four-row mancala on this page has more exact names, Fuva or Imbwe, and
    J. B. Matthews was the first to set its rules out in order, in 1964. Players often
    scoop the holes, magomba (one is a gomba), straight into the ground, and play with
    river pebbles called matombo, wild seeds or bottle tops; paper and carved wooden
    boards are used as well. The two holes where a player may choose to stop are the
    heads, misoro (one is a musoro, “head”).
## Rules panel: one entry per rule id of docs/rules/

rule-G1 =
    Goré is played on 2 rows of 4 pits (a1–d1 for South, a2–d2 for North) with 6 cows in
    every pit at the start: 48 in all.
rule-G2 =
    Each player starts owning the four pits of their own row, but ownership belongs to
    each pit, not to a row: after a trade you may own pits in either row. The board
    always shows who owns each pit.
rule-G3 =
    On your turn you sow, offer a trade or pass. To sow, take all the cows from any
    non-empty pit you own and drop them one at a time counter-clockwise round the ring
    of all 8 pits, in a single lap that ends when your hand is empty; in this app a
    handful that goes all the way round also drops a cow into the pit it came from.
rule-G4 =
    If every pit you own is empty when your turn starts, you pass, and go on passing
    until your opponent's sowing puts cows in your pits. In this app you may pass only
    when you cannot sow, and instead of passing you may offer a trade if an offer is
    allowed.
rule-G5 =
    Instead of sowing, you may offer your opponent 1, 2 or 3 of your pits, choosing
    exactly which. In this app you must keep at least one pit, empty pits may be
    offered, an offer of k pits needs your opponent to hold at least 6 × k captured
    cows, and you may not offer on two of your turns in a row (a pass counts as a turn,
    answering an offer does not).
rule-G6 =
    Making an offer uses up your turn. Your opponent accepts or declines it, and either
    way it is then their move (sow, offer or pass).
rule-G7 =
    If the offer is accepted, the pits become the receiver's: they may sow from them,
    and the pits count as theirs for captures and for the final sweep. As payment the
    receiver at once puts six of their captured cows into each pit gained, on top of
    what is already there, so 6 × k cows return to play.
rule-G8 =
    Declining a trade is thought ungenerous: if you decline an offer and then win that
    game, your win is a “victory without glory”, and the result says so.
rule-G9 =
    If the last cow of your sowing lands in a pit your opponent owns and brings it to
    exactly 2 or 4, you capture those cows: they leave the board and join your captured
    cows.
rule-G10 =
    After such a capture you also take, pit by pit, the unbroken run of pits holding
    exactly 2 or 4 that stretches forward (in the sowing direction) from the landing
    pit, and likewise the run stretching backward. Each run stops at the first pit with
    any other count; only the landing pit must be your opponent's, so a run may wrap
    round the ring into your own pits, and no pit is taken twice (an emptied pit holds 0
    and stops a run).
rule-G11 = Your turn ends as soon as all the captures are made.
rule-G12 =
    The game ends as soon as, after a turn, every pit holds fewer than three cows (0, 1
    or 2). In this app this is checked after a sowing, a pass, an acceptance or a
    decline, but never straight after an offer and never on the starting position.
rule-G13 =
    The cows still on the board then go to the owner of the pit they sit in and are
    added to that player's captured cows.
rule-G14 =
    The player with more cows in total wins; 24–24 is a draw. A win carries the “victory
    without glory” mark of G8 where it applies; a draw never does.
rule-G15 =
    In this app the game also ends when a position comes up for the third time (C7), and
    it is then scored by G13 and G14.

rule-U1 =
    Urim is played on 2 rows of 6 pits, or 7 as an option, with 3 seeds in each pit: 36
    or 42 seeds. Another option puts 4 seeds in each pit (the older four-seed sets), for
    48 or 56; only U12's scoring thresholds change with the total, not U4's full lap of
    all the pits or U5's limit of 17.
rule-U2 =
    Each player owns the pits of their own row and a store at one end of the board:
    South's { $last-at }, North's { $first-at }. Captured seeds go into the capturer's
    store.
rule-U3 =
    On your turn, take all the seeds from any non-empty pit in your row and sow them one
    by one counter-clockwise into the following pits, through both rows but never into a
    store. There is a single lap: when your hand is empty, the move is over.
rule-U4 =
    When a handful is big enough to go all the way round (12 or more seeds on 2 × 6, 14
    or more on 2 × 7), the emptied starting pit is skipped. In this app the starting pit
    is skipped whenever the sowing comes back round to it, which the skips of U5 can
    cause with a smaller handful.
rule-U5 =
    No pit may ever hold more than 17 seeds. In this app a pit already holding 17 is
    skipped, like the starting pit, and the seed goes on to the next pit; a position
    with a pit over 17 is invalid.
rule-U6 =
    If your opponent has no seeds at all in their row, you must choose a move that puts
    at least one seed into it, if any move does. In this app, if none does, any move is
    allowed (your opponent will then be unable to move, ending the game by U10), and a
    move counts as feeding even if its capture takes the fed seeds straight back.
rule-U7 =
    You capture only when your last seed lands in an opponent's pit and brings it to
    exactly 2 or 3. Making 4 there, or any other number, captures nothing.
rule-U8 =
    Once a capture is triggered, the opponent's pits just before the landing pit (going
    backward, against the sowing direction) are captured too, one after another, while
    each holds 2, 3 or 4 seeds. The chain stops at the first pit with another count or
    at the end of your opponent's row.
rule-U9 =
    In this app a capture may take every seed in your opponent's row (the source forbids
    nothing); the must-feed rule U6 then applies to the next move.
rule-U10 =
    The game ends when the player to move has no legal move (no seeds left: starvation),
    or when the remaining seeds would circle for ever without a capture, which the app
    detects by repetition (C7).
rule-U11 =
    In this app, when the game ends, any seeds left on the board go to the player in
    whose row they lie.
rule-U12 =
    Urim is played as a match of several games, and the app keeps the running match
    score. Counting final totals (after U11): capturing at least three quarters of the
    seeds (27 of 36, 32 of 42, 36 of 48, 42 of 56) scores 1 point, more than half but
    under three quarters (19–26, 22–31, 25–35, 29–41) scores ½ point, and an even split
    scores nothing: the game is drawn. In this app the smaller win is worth half a
    point, because the source is garbled here but speaks of fractional match points and
    gives both thresholds.

rule-A1 =
    Anywoli is played on 2 rows of 12 pits with 4 seeds in each: 96 seeds. Each player
    owns their own row and a store (South's { $last-at }, North's { $first-at }), and
    seeds are never sown into the stores.
rule-A2 =
    On your turn, pick any non-empty pit in your row, take all its seeds and sow them
    one by one counter-clockwise into the following pits, round the ring of all 24.
rule-A3 =
    Relay: if the last seed of a lap lands in a pit that already had seeds (so it now
    holds 2 or more) and A5 doesn't apply, lift every seed in that pit, the one just
    dropped included, and sow them in a new lap starting at the next pit.
rule-A4 =
    Your move ends when the last seed of a lap lands in an empty pit, or when that last
    seed makes a capture under A5.
rule-A5 =
    If the last seed of a lap brings a pit to exactly 4, you, the mover, capture those
    four, whoever owns the pit. Your move ends and you play an extra move at once (or
    pass if you have no seeds for it); a last-seed four in an extra move earns yet
    another.
rule-A6 =
    Whenever a seed that is not the last of its lap brings a pit to exactly 4, those
    four are captured at once and go to the store of that pit's owner. This can happen
    several times in one move, in either row, and the pit may be sown into again later
    in the same move.
rule-A7 =
    If you have a legal move you must make one; if your row has no seeds, you pass. In
    this app the emptied starting pit is not skipped, as no skip rule is given.
rule-A8 =
    The game ends when every seed has been captured, or when only four seeds are left on
    the board at the end of a move. In this app this is checked at the end of every move
    (before any extra move is played) and after a pass.
rule-A9 =
    By default the last four seeds go to whoever captured the group of four before them:
    the most recent capture of the game (for a mid-sowing capture, the player whose
    store received it). As an option they go instead to the player who was first in the
    game to make a last-seed capture (A5); in this app, if no capture qualifies (none
    yet, or under the option no last-seed capture yet), they go to the player in whose
    row they lie.
rule-A10 = The player with more seeds wins; 48–48 is a draw.
rule-A11 =
    In this app the game also ends when a position comes up for the third time (C7); any
    seeds left on the board then go to the player in whose row they lie.

rule-B1 =
    Bao Kigogo is played on 4 rows of 12 pits: South owns rows 1 (back) and 2 (front),
    North owns rows 3 (front) and 4 (back). There are no stores: captured seeds leave
    the game.
rule-B2 =
    Every pit starts with 2 seeds except a2 and l3, the opposite end pits of the two
    front rows, which start empty: 92 seeds in all.
rule-B3 =
    On your turn, take all the seeds from any of your pits holding at least two and sow
    them one per pit, counter-clockwise round your own two rows (C3).
rule-B4 =
    Relay: if the last seed of a lap lands in a pit that already had seeds, lift
    everything in it, the new seed included, and sow a new lap from the next pit.
rule-B5 = Your move ends when the last seed of a lap lands in an empty pit.
rule-B6 =
    Only when none of your pits holds two or more seeds may you move a single seed, and
    then just one step, into the next pit in the sowing direction, and only if that pit
    is empty. Such a step ends in an empty pit, so B7 applies to it.
rule-B7 =
    If your move ends with its last seed in an empty pit of your front row and your
    opponent's front-row pit directly opposite (same column) has seeds, you capture all
    of them and they leave the game.
rule-B8 =
    If your opponent's back-row pit in that same column also has seeds, you capture
    those too: the whole file is taken.
rule-B9 =
    Your opponent's back-row seeds are safe unless the same move captures the front-row
    pit in their column. A capture ends the move.
rule-B10 =
    You win by capturing all of your opponent's seeds, or by leaving them with no legal
    move on their turn; this is checked after each move and when a position is loaded.
rule-B11 =
    If a whole position (the board and who is to move) comes up again, the game ends at
    once in a draw: Bao Kigogo's own rule, stricter than C7. Only the board and the
    player to move are compared, and the starting position counts as its first
    occurrence.

rule-T1 =
    By default Tsoro is played on 4 rows of 21 pits (columns a to u): South owns rows 1
    (outer) and 2 (inner), North owns rows 3 (inner) and 4 (outer). There are no stores:
    captured stones leave the game.
rule-T2 =
    Each player's heads are two pits at one end of their outer row: t1 and u1 for South
    ({ $last-at }), a4 and b4 for North ({ $first-at }) on 21 columns. On every board
    size South's heads are the last two pits of row 1 and North's are a4 and b4; with
    the single-head option (T15) they are the last pit of row 1 and a4.
rule-T3 =
    At the start every pit of both outer rows holds 2 stones and both inner rows are
    empty: 84 stones on 4 × 21.
rule-T4 =
    On your turn, lift all the stones from any of your pits holding at least two and sow
    them one per pit, counter-clockwise round your own two rows (C3).
rule-T5 =
    Relay: if the last stone of a lap lands in a pit that already had stones and is not
    a head, lift its contents and sow another lap from the next pit.
rule-T6 =
    If the last stone of a lap lands in a head that already had stones, you choose there
    and then: lift its contents and carry on the relay, or stop your move there. Landing
    in an empty head ends the move, as any empty pit does.
rule-T7 =
    Your move ends when the last stone lands in an empty pit, or when you choose to stop
    at a head.
rule-T8 =
    When you have only single stones left, you may move one of them a single step into
    the next pit in the sowing direction, but only if that pit is empty. In this app
    such a step into an empty pit of your inner row captures under T9, as B6 says for
    Bao Kigogo.
rule-T9 =
    If your move ends with its last stone in an empty pit of your inner row and your
    opponent's inner-row pit opposite has stones, you capture them together with all the
    stones in your opponent's outer-row pit of that column: the whole file is cleared.
    Stopping at a head never captures, since heads are in the outer row.
rule-T10 =
    After such a capture you also take the contents of any two more pits on your
    opponent's side, picked by you on the board (the computer picks its own). In this
    app only non-empty pits can be picked, you take them all if fewer remain than picks
    are due, and your opponent's heads can never be picked (they are the “sanctuaries”),
    though a file capture (T9) still clears a head in its column; each pick is its own
    input, even when forced, the move ends when nothing is left to pick, and T12 is
    checked after the picks.
rule-T11 = All captured stones leave the game.
rule-T12 =
    The game ends when the player to move cannot move at all. The other player, who
    still has stones on the board, wins: traditionally there are no draws.
rule-T13 =
    In this app, as a safeguard, a position coming up for the third time (C7) ends the
    game as a draw, marked in the result as outside the traditional rules. The score is
    then the captured counts.
rule-T14 =
    Option (a regional variant recorded by Matthews): the bonus capture takes 2 pits
    (the default), 1 or 3.
rule-T15 =
    Option: two heads each (the default), or a single head, the end pit of the outer row
    (the last pit of row 1 for South, a4 for North), which then starts with 3 stones
    instead of 2.
rule-T16 =
    Option: the board has 21 columns (the default), or a smaller 6, 8, 12, 15 or 18.

rule-C1 =
    Two players: South, { $south-at } of the board, and North, { $north-at }. South
    always moves first (the sources don't say who starts; this is the usual convention).
rule-C2 =
    Pits are named as South sees the board: columns are lettered a, b, c, … from {
    $forward } and rows are numbered from South's edge, so a pit is written c1, l3 or
    u4. On two-row boards row 1 is South's and row 2 North's; on four-row boards rows 1
    and 2 are South's back and front rows, rows 3 and 4 North's front and back rows.
rule-C3 =
    All sowing goes counter-clockwise, however the board is turned. On two-row boards
    seeds run { $forward } along row 1, then { $back } along row 2, round one ring of
    every pit; on four-row boards each player sows only round their own two rows (South:
    row 1 { $forward }, then row 2 { $back }; North: row 3 { $forward }, then row 4 {
    $back }).
rule-C4 =
    Seeds, counters, stones, cows (Goré's ayla) and matombo (Tsoro) are all names for
    the same playing pieces. Seeds are never sown into a store.
rule-C5 =
    A lap is the sowing of one handful. In the relay games a move can be several laps in
    a row; the app animates each lap and shows every handful being lifted.
rule-C6 =
    In Anywoli and Bao Kigogo a sowing could go round for ever; in this app a move that
    would never end is not allowed, while long moves that do end are never cut short. A
    player whose every sowing is endless has no sowing: they pass in Anywoli and lose in
    Bao Kigogo, and single-seed steps stay forbidden while any of their pits holds two or
    more. A Tsoro sowing is never endless, because the player may stop at the first
    occupied head it reaches; only a chain of “continue” choices could go on, and the
    repetition rule (C7) ends that.
rule-C7 =
    When a game has no ending of its own for endless play, it ends the third time the
    same position comes up, and that game's end rule gives the result (Bao Kigogo is
    stricter: a draw at the first repeat). A position here means the board, who owns
    each pit, the captured counts, who is to move and any decision awaited with its
    details; the starting position and positions awaiting a decision count too, but
    history such as Goré's past offers or Anywoli's record of captures does not.
rule-C8 =
    No rule ever creates or destroys a seed: seeds on the board, in hand, captured and
    out of play always add up to the game's total (Goré's trade payments put captured
    counters back on the board).

## The board's words
player-south = South
player-north = North
head = head

## The engine's refusals (the same words as the command line's, in English)
error-unknown-game = unknown game '{ $value }' (expected { $ids } or { $last })
error-unknown-option = unknown option '{ $key }' for game { $game }
error-bad-value = bad value '{ $value }' for option { $key } of game { $game } (allowed: { $allowed })
error-malformed-option = option '{ $value }' is not written key=value
illegal-game-over = the game is over
illegal-not-awaited = that input is not awaited now
illegal-not-yours = that pit is not the mover's
illegal-too-few = that pit holds too few to sow
illegal-must-feed = the opponent has no seeds: a move that feeds them is required (U6)
illegal-endless = that sowing would never end (C6)
illegal-cannot-pass = passing is only allowed when no sowing is possible
illegal-offer-size = an offer names 1 to 3 of your own pits (G5)
illegal-offer-keeps-none = you must keep at least one pit (G5)
illegal-offer-too-dear =
    the opponent holds { $has } captured cows and could not pay { $need } (G5)
illegal-offer-again = no offer on two turns in a row (G5)
illegal-single-while-big = a single seed may only move when no pit holds two or more (B6)
illegal-single-into-occupied = a single seed may only step into an empty pit (B6)
illegal-single-while-big-tsoro = a single stone may only move when no pit holds two or more (T8)
illegal-single-into-occupied-tsoro = a single stone may only step into an empty pit (T8)
illegal-pick-not-enemy = a bonus pick takes one of the opponent's pits (T10)
illegal-pick-head = the opponent's heads cannot be picked (T10)
illegal-pick-empty = an empty pit cannot be picked (T10)

## Why a game ended
end-fewer-than-three = every pit holds fewer than three cows
end-starved = { $player } has no seeds to move
end-all-captured = all seeds captured
end-last-four = only the last four seeds were left
end-wiped = all of { $player }'s seeds captured
end-immobilised = { $player } cannot move
end-repetition = threefold repetition
end-bao-repetition = repetition of a position
end-repetition-safeguard = threefold repetition (an engine safeguard, not a traditional rule)

## The address's parameters
query-lang = unknown language '{ $value }' (en, tr, az, sw, fr or pt); using the browser's
query-game = { $error }; showing Goré instead
query-flag = { $key }={ $value }: expected 1 or 0; using 0
query-ply = ply '{ $value }' is not a number of inputs; showing the last
query-mode = unknown mode '{ $value }' (play, view, edit, learn or puzzle); playing
query-theme = unknown theme '{ $value }' (light, dark or auto); following the system
query-player =
    unknown player '{ $value }' for { $key } (human, beginner, easy, medium or hard);
    using { $default }
query-speed = unknown speed '{ $value }' (slow, normal, fast or instant); using normal
query-option = { $error }; using the default

## The picker
games = Games
two-players = Two players
play-computer = Play the computer
seat-human = Human
seat-beginner = Computer: Beginner
seat-easy = Computer: Easy
seat-medium = Computer: Medium
seat-hard = Computer: Hard
seat-random = Computer: Random
seat-greedy = Computer: Greedy
speed = Speed
speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-instant = instant
auto-turn = Turn the board to the player to move
language = Language
theme = Theme
theme-auto = as the system
theme-light = light
theme-dark = dark
option-default = { $value } (default)
option-pits = Pits per row
option-seeds = Seeds per pit
option-last_four = Last four go to (A9)
option-last_four-penultimate = the player who made the capture before them
option-last_four-first_last_seed = the first player to capture with a last seed
option-columns = Columns
option-bonus = Bonus pits
option-heads = Heads (T15)
option-heads-2 = two heads
option-heads-1 = one head, starting with 3 stones

## The decision bar: prompts and buttons
button-skip = Skip to end
button-confirm-offer = Make this offer
button-cancel-offer = Cancel
button-offer = Offer a trade…
button-pass = Pass
button-accept = Accept the offer
button-decline = Decline
button-continue = Continue sowing
button-stop = Stop here
view-position = A position
view-start = The start of a game of { $n } inputs
view-start.one = The start of a game of { $n } input
view-after = After input { $k } of { $n }
view-over = { $after }: the game is over.
view-to-move = { $after }: { $player } to move.
sowing = Sowing… { $caption }
level-beginner = beginner
level-easy = easy
level-medium = medium
level-hard = hard
level-random = random
level-greedy = greedy
computer-thinking = { $player } (computer, { $level }) is thinking…
computer-paused = Paused: { $player } (computer, { $level }) is to move. Go on, or step one move.
prompt-trade-response =
    { $offerer } offers { $pits } to { $player }. Accepting costs { $player } { $price }
    captured cows ({ $each } into each pit); declining makes a win by { $player } a
    victory without glory (G8).
prompt-head-choice =
    { $player }'s last stone reached the head { $pit }, which holds { $n } stones: lift
    them and continue, or stop here (T6)?
prompt-head-choice.one =
    { $player }'s last stone reached the head { $pit }, which holds { $n } stone: lift
    it and continue, or stop here (T6)?
prompt-bonus-pick =
    Bonus capture (T10): { $player }, pick { $n } more of { $opponent }'s pits (not a
    head, not empty).
last-move = Last move: { $move }.
prompt-pass = { $player } has nothing to sow and must pass.
prompt-must-feed = { $opponent }'s row is empty: { $player } must choose a move that feeds it (U6).
prompt-move = { $player } to move: choose a highlighted pit.
offer-choose = Click 1 to { $max } of your pits to offer them.
offer-refused = Not possible: { $reason }.
offer-none-chosen = none chosen
prompt-offer =
    { $player }, offer pits to { $opponent }: { $pits } — price { $k } × { $each } = { $price }
    of { $opponent }'s { $has } captured cows.

## Each step of a sowing, and a move summed up
event-lift = lifts { $n } from { $pit }
event-relay = relay: lifts { $n } from { $pit }
event-drop = drops one into { $pit }
event-skip-origin = skips the starting pit { $pit } (U4)
event-skip-full = skips { $pit }, which holds 17 (U5)
event-capture = { $player } captures { $n } from { $pit }
event-offer = { $player } offers { $pits }
event-accept = { $player } accepts the offer
event-owner = { $pit } now belongs to { $player }
event-payment = { $player } pays { $n } into { $pit }
event-decline = { $player } declines the offer
event-pass = { $player } passes
event-extra = { $player } moves again
event-head = reaches the head { $pit } holding { $n }
event-continue = continues from { $pit }
event-stop = stops at { $pit }
event-sweep = { $n } from { $pit } go to { $player }
event-game-over = game over
summary-pass = { $player } has nothing to sow and passes
summary-extra = { $player } captured four with the last seed and moves again (A5)
summary-laps = { $n } laps
summary-sowed = { $player } sowed { $pit }
summary-captured = { $player } captured { $n }

## Messages and notices
position-refused = { $error }; starting from the opening instead
token-unknown = '{ $token }' is not an input of this game
moves-refused = moves: input { $k } '{ $token }': { $error }; showing the game before it
ply-beyond = ply { $ply }: the game has { $n } inputs; showing the last
ply-beyond.one = ply { $ply }: the game has { $n } input; showing the last
computer-unavailable =
    The computer cannot play on this page ({ $why }); both sides are played here by hand.
record-loaded = Record loaded.
record-refused = This record cannot be loaded: { $error }. The game on the board is kept.
hint-says = Hint: Hard would { $input }.
computer-failed = The computer could not choose: { $error }.
computer-turn = It is { $player }'s turn: the computer ({ $level }) plays it.
wait-computer = Wait for the computer.
wait-sowing = Wait for the sowing to finish, or skip it.
input-refused = “{ $input }” is not allowed: { $error }.
offer-own-pits = Only your own pits can be offered.
offer-at-most = An offer names at most three pits (G5).
record-line-reads = { $error } (the line reads: { $line })

## Game controls
picks-left = Picks left: { $n }
nav-first = The start (Home)
nav-prev = One input back (←)
nav-next = One input on (→)
nav-last = The end (End)
hint = Hint
hint-title = Show what the computer at Hard would choose
go-on = ▶ Go on
pause = ⏸ Pause
step = Step
step-title = Let the computer make one decision
undo = ↶ Undo
undo-title = Take back the last turn
redo = ↷ Redo
redo-title = Replay the turn taken back
new-game = New game
share = Share
share-title = A link to this game at this point: send it to a friend, who plays on from here
share-box = Share this game
share-copied =
    Link copied. Send it to your friend: opening it continues this game with the next
    player to move.
share-copy-by-hand =
    Copy this link and send it to your friend: opening it continues this game with the
    next player to move.
share-copying = Copying the link…
close = Close

## The game record box
record = Game record
record-copy = Copy
record-download = Download .txt
record-copied = Copied.
record-copy-refused = Copying was refused here: select the text above and copy it.
record-paste = Load a record (paste it here):
record-load = Load
record-file = or open a file:

## The board, for screen readers
pit-label = pit { $pit }, { $amount }, { $player }
pit-label-head = head { $pit }, { $amount }, { $player }
store-label = { $player }'s { $store }: { $n }
in-hand = { $n } in hand
board-label = { $game } board

## Move list, result, rules and about panels
moves = Moves
no-moves = No moves yet. South begins (C1).
result-no-glory = { $player } wins — a victory without glory (G8)
result-wins = { $player } wins
result-draw = A draw
match-points = Match points this game: South { $south }, North { $north }.
match-total = Match after { $n } games: South { $south }, North { $north }.
match-total.one = Match after { $n } game: South { $south }, North { $north }.
result-score = South { $south } — North { $north }
next-match-game = Next game of the match
play-again = Play again
rules-of = Rules of { $game }
about-title = About { $game }

## The result in the status line and the way on (issue 24); scores read
## from the reader's side ("17–31": the reader 17), else from South's
status-you-won = You won { $score }
status-computer-won = The computer won { $score }
status-draw = Draw { $score }
status-player-won = { $player } won { $score }
status-you-resigned = You resigned: the computer won { $score }
status-player-resigned = { $player } resigned: { $winner } won { $score }
status-no-glory = { $result } — a victory without glory (G8)
status-and-match = { $result }. { $match }
try-level-beginner = Try Beginner next
try-level-easy = Try Easy next
try-level-medium = Try Medium next
try-level-hard = Try Hard next
level-up-title = You won: a new game against a stronger computer, kept as your level in this game
level-down-title = A new game against a gentler computer, kept as your level in this game
auto-pass-you = You have no move: passing…
auto-pass = { $player } has no move: passing…

## The page around the game
rules = Rules
about = About
crash = Sorry: the game hit an internal error and stopped. <a href="">Reload the page</a> to start again.
record-url-refused = record: { $error }; showing a new game instead
lang-failed = The { $language } texts could not be loaded; showing English.
open-full = Open full game ↗
open-full-blocked = This frame may not open new tabs. Copy this address to open the full game:

## A record that cannot be read (the same words as the command line's, in English)
record-at-line = line { $line }: { $what }
record-malformed-header = a header is written [Key "value"]
record-header-after = a header after the inputs (headers come first)
record-unclosed-comment = the comment opened by '{' is never closed
record-stray-brace = '}' closes no comment
record-missing-header = the header { $key } is missing
record-header = header { $key }: { $fault }
record-header-twice = it is given twice
record-option-missing = option { $key } is missing (every option is written)
record-option-twice = option { $key } is given twice
record-bad-result = '{ $value }' is not S, N, draw or *
record-bad-date = '{ $value }' is not a date written YYYY-MM-DD
replay-token = input { $k } '{ $token }': { $error }
replay-illegal = input { $k } '{ $token }' is illegal: { $error }

## A position that cannot be loaded (the same words as the command line's, in English)
setup-json = position is not valid JSON: { $detail }
setup-bad = bad position: { $detail }
setup-not-object = expected an object
setup-rows-missing = the field rows is required
setup-not-rows = { $name } must be an array of rows
setup-row-count = { $name } must have { $want } rows, not { $got }
setup-row-not-array = { $name }[{ $i }] must be an array
setup-row-length = { $name }[{ $i }] must have { $want } pits, not { $got }
setup-not-count = rows[{ $i }][{ $c }] must be a whole number of seeds, not { $value }
setup-pit-over-total = pit { $pit } holds { $n } seeds, more than the game's { $total }
setup-pit-over-limit = pit { $pit } holds { $n } seeds; no { $game } pit may hold more than { $limit } (U5)
setup-not-side = owners[{ $i }][{ $c }] must be "S" or "N", not { $value }
setup-owner-fixed = pit { $pit } cannot belong to { $player }: only Goré pits change owner
setup-captured-not-object = captured must be an object {"S": n, "N": n}
setup-captured-key = captured has an unknown key "{ $key }"
setup-captured-count = captured.{ $key } must be a whole number, not { $value }
setup-to-move = to_move must be "S" or "N", not { $value }
setup-too-many = the position holds { $total } seeds (board and captured), more than the game's { $opening }
setup-unloadable = awaiting "{ $value }" cannot be loaded: its details are not in the object
setup-awaiting = awaiting must be "move", not { $value }
setup-awaiting-bonus = awaiting must be "move" or "bonus_pick", not { $value }
setup-side-beyond =
    { $player } holds { $has } seeds, more than the { $start } a side starts with; in { $game }
    no seed ever crosses to the other side, so no game reaches this position

## Keyboard and screen reader
# Each input told once it has played, read by screen readers: "South sowed c1,
# 2 laps, captured 4 from d2, 2 from c2."
say-sow = { $player } sowed { $pit }
say-pick = { $player } took { $n } from { $pit } as a bonus pick
say-offer = { $player } offered { $pits }
say-accept = { $player } accepted the offer
say-decline = { $player } declined the offer
say-continue = { $player } went on from the head { $pit }
say-stop = { $player } stopped at the head { $pit }
say-pass = { $player } passed
say-taken = { $n } from { $pit }
say-captured = captured { $list }
say-paid-item = { $n } into { $pit }
say-paid = paid { $list }
say-head = reached the head { $pit }, which holds { $n }
# The board's counts, on request: "South: a1 3, b1 0; North: a2 6; captured
# cows: South 4, North 2."
read-side = { $player }: { $pits }
read-stores = { $store }: { $south } { $s }, { $north } { $n }
read-board = Read the board
read-board-title = Hear every count on the board, the captured ones too (key R)
keys-help =
    Arrow keys move between pits, Enter or Space chooses one, R reads the board.

## Accessibility (axe)
legend-marks =
    Dashed rims are North's pits, solid rims South's; a light ring marks the pits you
    may play.
legend-heads = A dashed gold ring marks each head (T2).

## Undo and redo, told
narration-undone = Taken back: { $player } to move.
narration-redone = Played again: { $sentence }

## issue 14: games kept, not lost
prompt-looking-back = Looking back at turn { $k }: the game waits until you go back to it.
game-kept = Your game of { $game } ({ $n } moves) is kept: choose { $game } again to go back to it.
game-kept.one = Your game of { $game } ({ $n } move) is kept: choose { $game } again to go back to it.
game-restored = Your game is back as you left it.
new-game-kept = New game. The game you left is kept: “Back to my game” returns to it.
resume-game = Back to my game
resume-game-title = Put the game you left back on the board (this one is kept in its place)
## issue 14: newcomer words (goal, how to play, rule links, hint, result)
goal-gore =
    Goal: end with more cows than your opponent. Capture by making an opponent's pit
    exactly 2 or 4 with your last cow.
goal-urim =
    Goal: end with more seeds than your opponent. Capture by making an opponent's pit
    exactly 2 or 3 with your last seed.
goal-anywoli =
    Goal: end with more seeds than your opponent. A pit brought to exactly 4 is
    captured: by you with your last seed, else by its owner.
goal-bao-kigogo =
    Goal: capture all your opponent's seeds or leave them no move. End a move in an
    empty front-row pit to take the file opposite.
goal-tsoro =
    Goal: leave your opponent no move. End a move in an empty inner-row pit to take the
    file opposite, plus bonus pits.
how-to-play = How to play
rules-numbered = The numbered rules ({ $n })
rules-numbered-common = The rules for all five games ({ $n })
rule-link-title = Show rule { $id } in the rules panel
howto-gore-1 = 2 rows of 4 pits, 6 cows in each. South owns row 1, North row 2; South begins.
howto-gore-2 =
    On your turn take all the cows of one of your pits and sow them one by one,
    counter-clockwise round all 8 pits.
howto-gore-3 =
    If your last cow makes an opponent's pit exactly 2 or 4, you take it, and the runs
    of 2s and 4s on either side.
howto-gore-4 =
    Instead of sowing you may offer 1 to 3 of your pits; whoever takes them pays 6
    captured cows into each.
howto-gore-5 =
    When every pit holds fewer than 3, each owner takes the cows in their pits: more
    cows wins.
howto-urim-1 =
    2 rows of 6 (or 7) pits, 3 seeds in each. South owns the { $south-adj } row and the
    { $last-adj } store, North the others; South begins.
howto-urim-2 =
    On your turn take all the seeds of one of your pits and sow them counter-clockwise,
    one per pit, never into a store.
howto-urim-3 =
    If your last seed makes an opponent's pit exactly 2 or 3, you take it, and the
    opponent's pits just behind it holding 2, 3 or 4.
howto-urim-4 =
    If your opponent's row is empty you must feed it if you can; no pit ever holds more
    than 17.
howto-urim-5 =
    When the player to move has no seeds, each player takes the seeds of their own row:
    more seeds wins match points.
howto-anywoli-1 =
    2 rows of 12 pits, 4 seeds in each. You own your row and a store; South begins.
howto-anywoli-2 =
    On your turn sow all the seeds of one of your pits counter-clockwise; if the last
    one lands in an occupied pit, lift them all and sow on.
howto-anywoli-3 =
    A last seed that makes a pit exactly 4 captures the four for you, and you move
    again.
howto-anywoli-4 =
    Any other seed that makes a pit exactly 4 captures the four for that pit's owner;
    with no seeds in your row you pass.
howto-anywoli-5 =
    The game ends when all seeds are captured or only four are left (they go to the last
    capturer): more seeds wins.
howto-bao-kigogo-1 =
    4 rows of 12 pits, 2 seeds in each but two. You own your two rows, front and back;
    South begins.
howto-bao-kigogo-2 =
    On your turn lift a pit holding 2 or more and sow round your own two rows; landing
    in an occupied pit, lift it and sow on.
howto-bao-kigogo-3 =
    Ending in an empty pit of your front row takes the opponent's front pit opposite
    and the back pit behind it.
howto-bao-kigogo-4 =
    Only when every pit of yours holds a single seed may you step one seed into an empty
    next pit.
howto-bao-kigogo-5 =
    You win by capturing all your opponent's seeds or leaving them no move; a repeated
    position is a draw.
howto-tsoro-1 =
    4 rows of pits, 2 stones in each pit of the outer rows, inner rows empty. You own
    your two rows; South begins.
howto-tsoro-2 =
    On your turn lift a pit holding 2 or more and sow round your own two rows; landing
    in an occupied pit, lift it and sow on.
howto-tsoro-3 =
    Two pits at one end of each outer row are heads (South's { $last-at }): when you
    land in an occupied head you choose to go on or to stop.
howto-tsoro-4 =
    Ending in an empty pit of your inner row takes the opponent's file opposite, plus
    any 2 of their other pits (not heads).
howto-tsoro-5 = The player who cannot move loses.
dir-lr = left to right
dir-rl = right to left
dir-tb = top to bottom
dir-bt = bottom to top
## Places on the board as it is drawn (src/ui/texts/places.rs): texts say
## { $south-at }, { $last-to }… and get these words for the board drawn
## (lying down, upright on a phone, turned over). Each names its edge once.
place-at-bottom = at the bottom
place-at-top = at the top
place-at-left = on the left
place-at-right = on the right
place-adj-bottom = bottom
place-adj-top = top
place-adj-left = left-hand
place-adj-right = right-hand
place-to-bottom = downwards
place-to-top = upwards
place-to-left = to the left
place-to-right = to the right
place-from-bottom = from the bottom
place-from-top = from the top
place-from-left = from the left
place-from-right = from the right

## A number of each game's pieces (lang/GLOSSARY.md)
pieces-gore = { $n } cows
pieces-gore.one = { $n } cow
pieces-urim = { $n } seeds
pieces-urim.one = { $n } seed
pieces-anywoli = { $n } seeds
pieces-anywoli.one = { $n } seed
pieces-bao-kigogo = { $n } seeds
pieces-bao-kigogo.one = { $n } seed
pieces-tsoro = { $n } stones
pieces-tsoro.one = { $n } stone
playing = { $what }…
playing-step = { $what }… { $caption }
playing-offer = { $player } offers { $pits } to { $opponent } for { $price } captured cows (G5)
playing-accept =
    { $player } accepts: the pits become { $player }'s, paid for with { $each } captured
    cows each (G7)
playing-decline =
    { $player } declines the offer: a win by { $player } is now a victory without glory
    (G8)
playing-stop = { $player } stops at the head { $pit } and ends the turn (T6)
playing-continue = { $player } lifts the head { $pit } and sows on (T6)
playing-pass = { $player } has nothing to sow and passes
playing-pick = { $player } takes a bonus pit (T10)
why-fewer-than-three = Every pit held fewer than three cows, which ends the game (G12).
why-starved = { $player } had no seeds left to sow, which ends the game (U10).
why-all-captured = Every seed had been captured, which ends the game (A8).
why-last-four = Only four seeds were left on the board, which ends the game (A8).
why-wiped = All of { $player }'s seeds were captured, so { $player } lost (B10).
why-immobilised =
    { $player } could not make any move, and a player who cannot move loses ({ $rule }).
why-repetition =
    The same position came round for the third time, so the game was stopped there (C7).
why-bao-repetition = A position came round again, which ends Bao Kigogo in a draw (B11).
why-safeguard =
    The same position came round for the third time; this app then stops the game as a
    draw, a safeguard that is not one of the traditional rules (T13).
left-gore =
    The { $n } cows left on the board were taken by the owner of each pit: South
    { $south }, North { $north } (G13).
left-gore.one =
    The last cow on the board was taken by the owner of its pit: South { $south }, North
    { $north } (G13).
left-urim =
    The { $n } seeds left on the board went to the player whose row they were in: South
    { $south }, North { $north } (U11).
left-urim.one =
    The last seed on the board went to the player whose row it was in: South { $south },
    North { $north } (U11).
left-anywoli = The last { $n } seeds on the board went to { $player } (A9).
left-anywoli.one = The last seed on the board went to { $player } (A9).
left-anywoli-rows =
    The { $n } seeds left on the board went to the player whose row they were in: South
    { $south }, North { $north } (A11).
left-anywoli-rows.one =
    The last seed on the board went to the player whose row it was in: South { $south },
    North { $north } (A11).
left-none = The { $n } seeds left on the board went to no one.
left-none.one = The last seed on the board went to no one.
left-none-bao-kigogo =
    The { $n } seeds still on the board go to no one: only captures count (B1).
left-none-bao-kigogo.one =
    The last seed on the board goes to no one: only captures count (B1).
left-none-tsoro = The { $n } stones still on the board go to no one: only captures count (T11).
left-none-tsoro.one = The last stone on the board goes to no one: only captures count (T11).
## issue 14: move list notes, look-back, trade and head buttons
note-captured = { $player } captures { $list }
note-bonus = bonus pick: { $list }
note-offer = { $player } offers { $pits } for { $price }
note-accept = { $player } accepts { $pits } and pays { $price }
moves-entry-title = Show the board after this turn
preview-showing = Looking back at turn { $k } ({ $player }: { $tokens }): the board as it stood after it. Nothing can be played here.
preview-back = Back to the game
preview-blocked = You are looking back at an earlier turn: go back to the game to play.
offer-why-not = No trade now: { $reason }
offer-why-too-dear =
    { $player } holds { $has } captured cows, a trade needs at least { $need } (G5)
button-keep-sowing = Keep sowing: lift { $n } from { $pit }
button-end-turn = End my turn here
option-traditional = { $value } (traditional)

## Position editor (issue 12)
edit-position = Edit this position
edit-position-title = Open the position editor on the board as it stands
editor-prompt =
    Position editor: click a pit to add one; Shift-click, right-click or a long press
    takes one away.
editor-prompt-owners =
    Changing owners: click a pit to give it to the other player (G2). Click “Change
    owners” again to go back to counts.
editor-opening = Opening
editor-clear = Empty board
editor-to-move = { $player } moves first (switch)
editor-owner-tool = Change owners
editor-close = Back to the game
editor-pile = { $player }'s { $store }:
editor-pile-less = One fewer in { $player }'s pile
editor-pile-more = One more in { $player }'s pile
editor-count = Count in { $pit }:
editor-count-bad = A pit's count is a whole number from 0 to 250.
editor-keys =
    Keys: arrows move between pits, Enter or + adds one, - or Backspace takes one away,
    0 empties the pit, O changes its owner (Goré).
editor-check = What the rules say about this position
editor-total =
    On the board { $board } + captured { $captured } = { $sum } of the game's { $total
    }.
editor-rule-total =
    At most { $n } in all, on the board and captured: { $game } is played with { $n }.
editor-rule-limit = No pit holds more than { $n } seeds (U5).
editor-rule-sides =
    Neither side holds more than the { $n } it starts with: in { $game } nothing ever
    crosses to the other side.
editor-rule-owners-free = Any pit may belong to either player (G2).
editor-rule-owners-fixed = Each pit belongs to the player of its row.
editor-ok = This position can be played.
editor-over-at-once = This position can be loaded, but the game is over at once: the player to move cannot go on.
editor-out = Use this position
editor-against = Play it against
editor-against-computer = the computer (medium)
editor-against-friend = a friend on this device
editor-play-here = Play from here
editor-diagram = Download the diagram (SVG)
editor-edit-link = Link to edit it:
editor-view-link = Link for a wiki frame (view mode):
editor-copy = Copy
editor-copied = Copied.
editor-copy-by-hand = The browser refused the clipboard: select the text and copy it by hand.
editor-json = The position as JSON (for mancala apply --position)
editor-playing = A game from the edited position: your move as South.

## Analysis board and game review (issue 12)
analyse = Analyse
analyse-title =
    Show the computer's value of every input for the player to move (the best is marked)
review = Review the game
review-title = Search every position of the game and mark the mistakes
review-heading = Game review
review-running = Reviewing: { $k } of { $n } positions searched.
review-cancel = Cancel
review-cancelled = Review stopped after { $k } of { $n } positions.
review-chart =
    The value for South after each move: up is good for South, down for North (drawn at
    most { $clamp } either way).
review-mistakes = Mistakes (a loss of { $amount } or more against the best input)
review-mistake = Move { $k }, { $player } chose to { $played }; better to { $best }. Try it
review-cost = By the computer's count it cost { $loss } against the better input.
review-none = No mistakes: no input lost { $amount } or more against the best.
review-nothing = Nothing to review yet: no move has been played.
review-jumped = Before move { $k }: better to { $best } (marked). Play it, or Redo to follow the game.
analysis-unavailable = The analysis is not available: { $why }.
review-mistake-loses =
    Move { $k }, { $player } chose to { $played }: this loses the game; better to { $best }. Try it
review-mistake-misses-win =
    Move { $k }, { $player } chose to { $played }: this lets a won game go; better to { $best }, which wins by force. Try it

## Lessons and puzzles (issue 13)
query-puzzle = puzzle '{ $value }' is not a puzzle number (1, 2, …); opening the first one not solved
puzzle-beyond = There is no puzzle { $n }: this game has { $len }. Here is the first.
course-loading = Loading…
course-failed = This could not be loaded ({ $why }). Reload the page to try again.
course-no-help = No hints, analysis or redo here: the lesson and the puzzles are for finding out yourself.
learn-link = Learn to play
puzzles-link = Puzzles
learn-heading = Learn { $game }
learn-step = Step { $k } of { $n }
learn-rule = Rule { $rule }
next-step = Next
step-again = Start this step again
step-over = This step is done: press Next to go on.
lesson-over = The lesson is over: play a game, or start the lesson again.
lesson-done = Well done: you have seen every rule of { $game }. Now play a whole game against the beginner.
play-beginner = Play against the beginner
lesson-again = Start the lesson again
puzzle-heading = Puzzle { $n } of { $len }
puzzle-level-easy = easy
puzzle-level-medium = medium
puzzle-level-hard = hard
puzzle-task-capture = { $player } to move: capture as much as you can in one turn.
puzzle-task-best = { $player } to move: find the best move.
puzzle-task-win = { $player } to move: win in two moves, whatever the answer.
puzzle-task-win1 = { $player } to move: win the game with this move.
puzzle-task-decide = { $player } to decide: make the best choice.
puzzle-answering = The other side answers…
puzzle-right =
    Right: { $token } is the best answer (worth { $value } to the computer's search).
puzzle-wrong = Not the best: { $token } is worth { $yours }, { $best } is worth { $value }.
puzzle-wrong-later = Not the best: { $token }. { $best } was better here.
puzzle-line = The best line: { $line }
puzzle-progress = Solved: { $k } of { $n }
puzzle-solved-mark = solved
next-puzzle = Next puzzle
puzzle-again = Try again
puzzle-right-win = Right: { $token } wins the game by force.
puzzle-wrong-win =
    Not the best: { $token } is worth { $yours }, while { $best } wins by force.
puzzle-over = This puzzle is over: try it again or go on to the next one.
course-next = Read what happened above, then go on with the button there.
course-other = The same for:
course-play = Play { $game }

## issue 24: resigning against the computer (the result, the button, records)
end-resigned = { $player } resigned
why-resigned = { $player } resigned, so { $winner } wins. Undo takes the resignation back.
narration-resigned = { $player } resigned. { $winner } wins.
resign = Resign
resign-title = Give up this game: the computer wins (Undo takes it back)
record-resigned-result = { $player } resigned, so the Result is { $winner }, not '{ $value }'

## The page's folds (issue 24): the settings and the menu of other controls
settings = Settings
more = More
skip-to-board = Skip to the board

## Which side is the reader's, until their first input (issue 24)
your-side-south = You play South: your pits are { $south-at }.
your-side-north = You play North: your pits are { $north-at }.

## Issue 25: inputs in words
# One input as a short imperative phrase, lower case, to follow "Hard would"
# or stand in quotes (`ui::texts::input_words`); never the contract's token.
input-sow = sow { $pit }
input-pick = pick { $pit }
input-pass = pass
# An offer of several pits, then of one (Turkish and Azerbaijani say "pits"
# or "pit" after the names; English says the same either way).
input-offer = offer { $pits } to { $opponent }
input-offer-one = offer { $pits } to { $opponent }
input-accept = accept the offer
input-decline = decline the offer
input-continue = keep sowing from the head { $pit }
input-stop = stop at the head { $pit }
# The last two of a list of pit names: "a1, b1 and d1".
list-and = { $list } and { $last }
# The parts of a move's summary or note, one after another (French sets the
# semicolon apart).
list-parts = { $list }; { $next }

## Issue 25: a missed puzzle in the game's terms
puzzle-missed = Not the best: { $input }.
puzzle-allows = It lets { $player } capture { $list } with { $reply } ({ $rules }).
puzzle-better = Better: { $input }.
puzzle-better-captures = Better: { $input }, which captures { $list } ({ $rules }).
puzzle-better-captures-wins = Better: { $input }, which captures { $list } ({ $rules }) and wins by force.
puzzle-better-holds = Better: { $input }: after it { $player } can capture no more than { $n } at once.
puzzle-better-safe = Better: { $input }: after it { $player } has nothing to capture at once.
puzzle-better-wins = Better: { $input }, which wins by force.
puzzle-values = The computer's values: { $best } { $value }, { $token } { $yours }.
puzzle-show-line = Show the better line
line-start = The better line, { $n } inputs: step through it with the buttons.
line-at = Step { $k } of { $n }: { $words }
line-step = { $player } plays { $input }.
line-step-captures = { $player } plays { $input } and captures { $list } ({ $rules }).
line-close = Back to the puzzle

## Issue 25: playback
# The button at the board's lower edge while a move is played back: shows
# the rest of that one move at once (`app::board_skip`).
board-skip = Skip to the end of this move

## Issue 26: the board before the wasm
# Shown over the board's picture while the game's code downloads
# (static/picture.js; written into static/picture-data.js by ui::picture).
picture-loading = Loading the game…
picture-still-loading = Still loading: the game will be ready in a moment.
picture-failed = The game could not start ({ $why }). Check the connection and reload the page.
picture-reload = Reload
