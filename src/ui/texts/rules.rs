//! The rules of the five games and the common rules, in our own words, one
//! entry per rule id of `docs/rules/`.

use super::{r, RuleText};

pub(super) const COMMON: &[RuleText] = &[
    r(
        "C1",
        "Two players: South, at the bottom of the board, and North, at the top. \
         South always moves first (the sources don't say who starts; this is the usual \
         convention).",
    ),
    r(
        "C2",
        "Pits are named as South sees the board: columns are lettered a, b, c, … from \
         left to right and rows are numbered from South's edge, so a pit is written c1, \
         l3 or u4. On two-row boards row 1 is South's and row 2 North's; on four-row \
         boards rows 1 and 2 are South's back and front rows, rows 3 and 4 North's front \
         and back rows.",
    ),
    r(
        "C3",
        "All sowing goes counter-clockwise, seen from above with South at the bottom. On \
         two-row boards seeds run left to right along row 1, then right to left along \
         row 2, round one ring of every pit; on four-row boards each player sows only \
         round their own two rows (South: row 1 left to right, then row 2 right to left; \
         North: row 3 left to right, then row 4 right to left).",
    ),
    r(
        "C4",
        "Seeds, counters, stones, cows (Goré's ayla) and matombo (Tsoro) are all names \
         for the same playing pieces. Seeds are never sown into a store.",
    ),
    r(
        "C5",
        "A lap is the sowing of one handful. In the relay games a move can be several \
         laps in a row; the app animates each lap and shows every handful being lifted.",
    ),
    r(
        "C6",
        "In the relay games (Anywoli, Bao Kigogo, Tsoro) a sowing could go round for \
         ever; in this app a move, or a choice to carry on from a Tsoro head, that would \
         never end is not allowed, while long moves that do end are never cut short. A \
         player whose every sowing is endless has no sowing: they pass in Anywoli and \
         lose in Bao Kigogo and Tsoro, and single-seed steps stay forbidden while any of \
         their pits holds two or more.",
    ),
    r(
        "C7",
        "When a game has no ending of its own for endless play, it ends the third time \
         the same position comes up, and that game's end rule gives the result (Bao \
         Kigogo is stricter: a draw at the first repeat). A position here means the \
         board, who owns each pit, the captured counts, who is to move and any decision \
         awaited with its details; the starting position and positions awaiting a \
         decision count too, but history such as Goré's past offers or Anywoli's record \
         of captures does not.",
    ),
    r(
        "C8",
        "No rule ever creates or destroys a seed: seeds on the board, in hand, captured \
         and out of play always add up to the game's total (Goré's trade payments put \
         captured counters back on the board).",
    ),
];

pub(super) const GORE: &[RuleText] = &[
    r(
        "G1",
        "Goré is played on 2 rows of 4 pits (a1–d1 for South, a2–d2 for North) with 6 \
         counters in every pit at the start: 48 in all.",
    ),
    r(
        "G2",
        "Each player starts owning the four pits of their own row, but ownership \
         belongs to each pit, not to a row: after a trade you may own pits in either \
         row. The board always shows who owns each pit.",
    ),
    r(
        "G3",
        "On your turn you sow, offer a trade or pass. To sow, take all the counters from \
         any non-empty pit you own and drop them one at a time counter-clockwise round \
         the ring of all 8 pits, in a single lap that ends when your hand is empty; in \
         this app a handful that goes all the way round also drops a counter into the \
         pit it came from.",
    ),
    r(
        "G4",
        "If every pit you own is empty when your turn starts, you pass, and go on \
         passing until your opponent's sowing puts counters in your pits. In this app \
         you may pass only when you cannot sow, and instead of passing you may offer a \
         trade if an offer is allowed.",
    ),
    r(
        "G5",
        "Instead of sowing, you may offer your opponent 1, 2 or 3 of your pits, choosing \
         exactly which. In this app you must keep at least one pit, empty pits may be \
         offered, an offer of k pits needs your opponent to hold at least 6 × k captured \
         counters, and you may not offer on two of your turns in a row (a pass counts as \
         a turn, answering an offer does not).",
    ),
    r(
        "G6",
        "Making an offer uses up your turn. Your opponent accepts or declines it, and \
         either way it is then their move (sow, offer or pass).",
    ),
    r(
        "G7",
        "If the offer is accepted, the pits become the receiver's: they may sow from \
         them, and the pits count as theirs for captures and for the final sweep. As \
         payment the receiver at once puts six of their captured counters into each pit \
         gained, on top of what is already there, so 6 × k counters return to play.",
    ),
    r(
        "G8",
        "Declining a trade is thought ungenerous: if you decline an offer and then win \
         that game, your win is a \u{201c}victory without glory\u{201d}, and the result \
         says so.",
    ),
    r(
        "G9",
        "If the last counter of your sowing lands in a pit your opponent owns and brings \
         it to exactly 2 or 4, you capture those counters: they leave the board and join \
         your captured counters.",
    ),
    r(
        "G10",
        "After such a capture you also take, pit by pit, the unbroken run of pits \
         holding exactly 2 or 4 that stretches forward (in the sowing direction) from the \
         landing pit, and likewise the run stretching backward. Each run stops at the \
         first pit with any other count; only the landing pit must be your opponent's, \
         so a run may wrap round the ring into your own pits, and no pit is taken twice \
         (an emptied pit holds 0 and stops a run).",
    ),
    r(
        "G11",
        "Your turn ends as soon as all the captures are made.",
    ),
    r(
        "G12",
        "The game ends as soon as, after a turn, every pit holds fewer than three \
         counters (0, 1 or 2). In this app this is checked after a sowing, a pass, an \
         acceptance or a decline, but never straight after an offer and never on the \
         starting position.",
    ),
    r(
        "G13",
        "The counters still on the board then go to the owner of the pit they sit in \
         and are added to that player's captured counters.",
    ),
    r(
        "G14",
        "The player with more counters in total wins; 24–24 is a draw. A win carries \
         the \u{201c}victory without glory\u{201d} mark of G8 where it applies; a draw \
         never does.",
    ),
    r(
        "G15",
        "In this app the game also ends when a position comes up for the third time \
         (C7), and it is then scored by G13 and G14.",
    ),
];

pub(super) const URIM: &[RuleText] = &[
    r(
        "U1",
        "Urim is played on 2 rows of 6 pits, or 7 as an option, with 3 seeds in each pit: \
         36 or 42 seeds. Another option puts 4 seeds in each pit (the older four-seed \
         sets), for 48 or 56; only U12's scoring thresholds change with the total, not \
         U4's full lap of all the pits or U5's limit of 17.",
    ),
    r(
        "U2",
        "Each player owns the pits of their own row and a store at their right-hand end: \
         South's at the right of the board, North's at the left. Captured seeds go into \
         the capturer's store.",
    ),
    r(
        "U3",
        "On your turn, take all the seeds from any non-empty pit in your row and sow them \
         one by one counter-clockwise into the following pits, through both rows but \
         never into a store. There is a single lap: when your hand is empty, the move is \
         over.",
    ),
    r(
        "U4",
        "When a handful is big enough to go all the way round (12 or more seeds on 2 × 6, \
         14 or more on 2 × 7), the emptied starting pit is skipped. In this app the \
         starting pit is skipped whenever the sowing comes back round to it, which the \
         skips of U5 can cause with a smaller handful.",
    ),
    r(
        "U5",
        "No pit may ever hold more than 17 seeds. In this app a pit already holding 17 is \
         skipped, like the starting pit, and the seed goes on to the next pit; a position \
         with a pit over 17 is invalid.",
    ),
    r(
        "U6",
        "If your opponent has no seeds at all in their row, you must choose a move that \
         puts at least one seed into it, if any move does. In this app, if none does, any \
         move is allowed (your opponent will then be unable to move, ending the game by \
         U10), and a move counts as feeding even if its capture takes the fed seeds \
         straight back.",
    ),
    r(
        "U7",
        "You capture only when your last seed lands in an opponent's pit and brings it to \
         exactly 2 or 3. Making 4 there, or any other number, captures nothing.",
    ),
    r(
        "U8",
        "Once a capture is triggered, the opponent's pits just before the landing pit \
         (going backward, against the sowing direction) are captured too, one after \
         another, while each holds 2, 3 or 4 seeds. The chain stops at the first pit with \
         another count or at the end of your opponent's row.",
    ),
    r(
        "U9",
        "In this app a capture may take every seed in your opponent's row (the source \
         forbids nothing); the must-feed rule U6 then applies to the next move.",
    ),
    r(
        "U10",
        "The game ends when the player to move has no legal move (no seeds left: \
         starvation), or when the remaining seeds would circle for ever without a \
         capture, which the app detects by repetition (C7).",
    ),
    r(
        "U11",
        "In this app, when the game ends, any seeds left on the board go to the player \
         in whose row they lie.",
    ),
    r(
        "U12",
        "Urim is played as a match of several games, and the app keeps the running match \
         score. Counting final totals (after U11): capturing at least three quarters of \
         the seeds (27 of 36, 32 of 42, 36 of 48, 42 of 56) scores 1 point, more than \
         half but under three quarters (19–26, 22–31, 25–35, 29–41) scores ½ point, and \
         an even split scores nothing: the game is drawn. In this app the smaller win is \
         worth half a point, because the source is garbled here but speaks of fractional \
         match points and gives both thresholds.",
    ),
];

pub(super) const ANYWOLI: &[RuleText] = &[
    r(
        "A1",
        "Anywoli is played on 2 rows of 12 pits with 4 seeds in each: 96 seeds. Each \
         player owns their own row and a store (South's at the right end of the board, \
         North's at the left), and seeds are never sown into the stores.",
    ),
    r(
        "A2",
        "On your turn, pick any non-empty pit in your row, take all its seeds and sow \
         them one by one counter-clockwise into the following pits, round the ring of \
         all 24.",
    ),
    r(
        "A3",
        "Relay: if the last seed of a lap lands in a pit that already had seeds (so it \
         now holds 2 or more) and A5 doesn't apply, lift every seed in that pit, the one \
         just dropped included, and sow them in a new lap starting at the next pit.",
    ),
    r(
        "A4",
        "Your move ends when the last seed of a lap lands in an empty pit, or when that \
         last seed makes a capture under A5.",
    ),
    r(
        "A5",
        "If the last seed of a lap brings a pit to exactly 4, you, the mover, capture \
         those four, whoever owns the pit. Your move ends and you play an extra move at \
         once (or pass if you have no seeds for it); a last-seed four in an extra move \
         earns yet another.",
    ),
    r(
        "A6",
        "Whenever a seed that is not the last of its lap brings a pit to exactly 4, those \
         four are captured at once and go to the store of that pit's owner. This can \
         happen several times in one move, in either row, and the pit may be sown into \
         again later in the same move.",
    ),
    r(
        "A7",
        "If you have a legal move you must make one; if your row has no seeds, you pass. \
         In this app the emptied starting pit is not skipped, as no skip rule is given.",
    ),
    r(
        "A8",
        "The game ends when every seed has been captured, or when only four seeds are \
         left on the board at the end of a move. In this app this is checked at the end \
         of every move (before any extra move is played) and after a pass.",
    ),
    r(
        "A9",
        "By default the last four seeds go to whoever captured the group of four before \
         them: the most recent capture of the game (for a mid-sowing capture, the player \
         whose store received it). As an option they go instead to the player who was \
         first in the game to make a last-seed capture (A5); in this app, if no capture \
         qualifies (none yet, or under the option no last-seed capture yet), they go to \
         the player in whose row they lie.",
    ),
    r("A10", "The player with more seeds wins; 48–48 is a draw."),
    r(
        "A11",
        "In this app the game also ends when a position comes up for the third time \
         (C7); any seeds left on the board then go to the player in whose row they lie.",
    ),
];

pub(super) const BAO_KIGOGO: &[RuleText] = &[
    r(
        "B1",
        "Bao Kigogo is played on 4 rows of 12 pits: South owns rows 1 (back) and 2 \
         (front), North owns rows 3 (front) and 4 (back). There are no stores: captured \
         stones leave the game.",
    ),
    r(
        "B2",
        "Every pit starts with 2 seeds except a2 and l3, the opposite end pits of the two \
         front rows, which start empty: 92 seeds in all.",
    ),
    r(
        "B3",
        "On your turn, take all the seeds from any of your pits holding at least two and \
         sow them one per pit, counter-clockwise round your own two rows (C3).",
    ),
    r(
        "B4",
        "Relay: if the last seed of a lap lands in a pit that already had seeds, lift \
         everything in it, the new seed included, and sow a new lap from the next pit.",
    ),
    r(
        "B5",
        "Your move ends when the last seed of a lap lands in an empty pit.",
    ),
    r(
        "B6",
        "Only when none of your pits holds two or more seeds may you move a single seed, \
         and then just one step, into the next pit in the sowing direction, and only if \
         that pit is empty. Such a step ends in an empty pit, so B7 applies to it.",
    ),
    r(
        "B7",
        "If your move ends with its last seed in an empty pit of your front row and your \
         opponent's front-row pit directly opposite (same column) has seeds, you capture \
         all of them and they leave the game.",
    ),
    r(
        "B8",
        "If your opponent's back-row pit in that same column also has seeds, you capture \
         those too: the whole file is taken.",
    ),
    r(
        "B9",
        "Your opponent's back-row seeds are safe unless the same move captures the \
         front-row pit in their column. A capture ends the move.",
    ),
    r(
        "B10",
        "You win by capturing all of your opponent's seeds, or by leaving them with no \
         legal move on their turn; this is checked after each move and when a position is \
         loaded.",
    ),
    r(
        "B11",
        "If a whole position (the board and who is to move) comes up again, the game ends \
         at once in a draw: Bao Kigogo's own rule, stricter than C7. Only the board and \
         the player to move are compared, and the starting position counts as its first \
         occurrence.",
    ),
];

pub(super) const TSORO: &[RuleText] = &[
    r(
        "T1",
        "By default Tsoro is played on 4 rows of 21 pits (columns a to u): South owns rows \
         1 (outer) and 2 (inner), North owns rows 3 (inner) and 4 (outer). There are no \
         stores: captured stones leave the game.",
    ),
    r(
        "T2",
        "Each player's heads are the two rightmost pits of their outer row as they sit: \
         t1 and u1 for South, a4 and b4 for North on 21 columns. On every board size \
         South's heads are the last two pits of row 1 and North's are a4 and b4; with the \
         single-head option (T15) they are the last pit of row 1 and a4.",
    ),
    r(
        "T3",
        "At the start every pit of both outer rows holds 2 stones and both inner rows are \
         empty: 84 stones on 4 × 21.",
    ),
    r(
        "T4",
        "On your turn, lift all the stones from any of your pits holding at least two and \
         sow them one per pit, counter-clockwise round your own two rows (C3).",
    ),
    r(
        "T5",
        "Relay: if the last stone of a lap lands in a pit that already had stones and is \
         not a head, lift its contents and sow another lap from the next pit.",
    ),
    r(
        "T6",
        "If the last stone of a lap lands in a head that already had stones, you choose \
         there and then: lift its contents and carry on the relay, or stop your move \
         there. Landing in an empty head ends the move, as any empty pit does.",
    ),
    r(
        "T7",
        "Your move ends when the last stone lands in an empty pit, or when you choose to \
         stop at a head.",
    ),
    r(
        "T8",
        "When you have only single stones left, you may move one of them a single step \
         into the next pit in the sowing direction, but only if that pit is empty. In \
         this app such a step into an empty pit of your inner row captures under T9, as \
         B6 says for Bao Kigogo.",
    ),
    r(
        "T9",
        "If your move ends with its last stone in an empty pit of your inner row and your \
         opponent's inner-row pit opposite has stones, you capture them together with all \
         the stones in your opponent's outer-row pit of that column: the whole file is \
         cleared. Stopping at a head never captures, since heads are in the outer row.",
    ),
    r(
        "T10",
        "After such a capture you also take the contents of any two more pits on your \
         opponent's side, picked by you on the board (the computer picks its own). In \
         this app only non-empty pits can be picked, you take them all if fewer remain \
         than picks are due, and your opponent's heads can never be picked (they are the \
         \u{201c}sanctuaries\u{201d}), though a file capture (T9) still clears a head in \
         its column; each pick is its own input, even when forced, the move ends when \
         nothing is left to pick, and T12 is checked after the picks.",
    ),
    r("T11", "All captured stones leave the game."),
    r(
        "T12",
        "The game ends when the player to move cannot move at all. The other player, who \
         still has stones on the board, wins: traditionally there are no draws.",
    ),
    r(
        "T13",
        "In this app, as a safeguard, a position coming up for the third time (C7) ends \
         the game as a draw, marked in the result as outside the traditional rules. The \
         score is then the captured counts.",
    ),
    r(
        "T14",
        "Option (a regional variant recorded by Matthews): the bonus capture takes 2 pits \
         (the default), 1 or 3.",
    ),
    r(
        "T15",
        "Option: two heads each (the default), or only the single rightmost outer pit, \
         which then starts with 3 stones instead of 2.",
    ),
    r(
        "T16",
        "Option: the board has 21 columns (the default), or a smaller 6, 8, 12, 15 or \
         18.",
    ),
];
