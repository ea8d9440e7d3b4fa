//! Player-facing texts of the browser app: taglines for the game picker, the
//! rules panel (every numbered rule of `../shared/rules/`, in our own words),
//! an "about this game" paragraph and a one-line sowing hint per game.
//!
//! The rule ids match the rules files exactly (`G1`…`G15`, `U1`…`U12`,
//! `A1`…`A11`, `B1`…`B11`, `T1`…`T16`, `C1`…`C8`), so code and tests can point
//! at a rule and the panel can show it.

use crate::engine::Variant;

/// One numbered rule as shown to players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RuleText {
    /// The rule's id in the rules files, e.g. `G10` or `C3`.
    pub id: &'static str,
    /// The rule in plain, player-facing English (1–3 sentences).
    pub text: &'static str,
}

/// Shorthand for building the static rule tables.
const fn r(id: &'static str, text: &'static str) -> RuleText {
    RuleText { id, text }
}

/// One line (at most 90 characters) describing the game in the game picker.
pub fn tagline(v: Variant) -> &'static str {
    match v {
        Variant::Gore => "Côte d'Ivoire · 2 × 4 · captures of 2s and 4s, pits traded for cows",
        Variant::Urim => {
            "Cape Verde · 2 × 6 or 2 × 7 · Oware-like captures of 2s and 3s, match points"
        }
        Variant::Anywoli => {
            "Ethiopia & South Sudan · 2 × 12 · relay sowing, captures of fours, extra moves"
        }
        Variant::BaoKigogo => {
            "Tanzania · 4 × 12 · relay sowing round your own two rows, whole files captured"
        }
        Variant::Tsoro => {
            "Zimbabwe · 4 × 21 · relay sowing, heads to stop at, file and bonus captures"
        }
    }
}

/// One sentence on how sowing travels round this game's board, for the help
/// line under the board.
pub fn sowing_hint(v: Variant) -> &'static str {
    match v {
        Variant::Gore => {
            "Counters travel counter-clockwise round all 8 pits: left to right along \
             row 1, then right to left along row 2, and on round again."
        }
        Variant::Urim => {
            "Seeds travel counter-clockwise through both rows (left to right along \
             row 1, right to left along row 2), never into a store, skipping the \
             starting pit and any pit that already holds 17."
        }
        Variant::Anywoli => {
            "Seeds travel counter-clockwise round all 24 pits (left to right along \
             row 1, right to left along row 2), never into a store."
        }
        Variant::BaoKigogo => {
            "Each player sows counter-clockwise round their own two rows only: South \
             left to right along row 1 and back along row 2, North left to right \
             along row 3 and back along row 4."
        }
        Variant::Tsoro => {
            "Each player sows counter-clockwise round their own two rows only (South: \
             row 1 left to right, then row 2 back; North: row 3 left to right, then \
             row 4 back), and a relay may stop at an occupied head."
        }
    }
}

/// A paragraph about the game's people, place, when it was recorded and the
/// local names of its holes and seeds (from the project's sources only).
pub fn about(v: Variant) -> &'static str {
    match v {
        Variant::Gore => {
            "Goré belongs to the Guro, also called Kweni, who live where forest gives \
             way to savanna in central Côte d'Ivoire and are widely admired for their \
             wood carving, weaving and sacred masks. The board-game researcher Jordi \
             Climent Tondo recorded it in 2009. The counters are called ayla, \
             \u{201c}cows\u{201d}, a herding image of wealth that suits the game's most \
             unusual feature: in the middle of a game a player may hand some of their \
             pits to the opponent in exchange for captured cows, moving the border \
             between the two territories. Refusing such an offer is frowned on, and a \
             win after a refusal is a \u{201c}victory without glory\u{201d}."
        }
        Variant::Urim => {
            "Urim is the traditional two-row mancala of Brava island in Cape Verde, \
             kept alive as well by Cape Verdean communities in Angola; on other islands \
             it is known as Ouri, Huri, Ourim, Òrè, Ori or Uril. It is an island branch \
             of the West African Oware family, first described in ethnographic detail \
             in 1994 by the Cape Verdean scholar Elísio Romariz Santos Silva. Grown men \
             play it seated on carved wooden benches called banco de ouri, with polished \
             nuts (Caesalpinia crista) for seeds. The last seed of a sowing is the urin, \
             and a Creole riddle sums up the board: \u{201c}twelve mouths, forty-eight \
             teeth\u{201d}, recalling the old four-seed sets."
        }
        Variant::Anywoli => {
            "Anywoli is an Anuak word meaning \u{201c}birth\u{201d} or \u{201c}giving \
             birth\u{201d}. The game is played by the Anuak, some 78,000 people who \
             traditionally fish, farm and hunt along the rivers of the Gambela region \
             of western Ethiopia and across the border in South Sudan, around Akobo, \
             Pochalla and Jokau. The historian Richard Pankhurst brought it to wider \
             scholarly notice in 1971. Its holes are oto (plural udi, \
             \u{201c}houses\u{201d}) and its seeds nyibaré, \u{201c}children of the \
             board game\u{201d}. With 96 seeds on two rows of twelve it is among the \
             largest two-row boards of Africa, and Anuak masters even compose endgame \
             puzzles for it."
        }
        Variant::BaoKigogo => {
            "Bao Kigogo is the four-row mancala of the Gogo (Wagogo) people of the \
             central plateau of Tanzania's Dodoma Region. It was recorded in 1911 by \
             Martin Klamroth, a German Lutheran missionary who watched games at the \
             settlement of Mpapua, today's Mpwapwa, and described the rules in the \
             Archiv für Anthropologie under the title \u{201c}Afrikanische \
             Brettspiele\u{201d}. It is related to Bao Kiarabu, the Swahili coast's name \
             for Hawalis, and close kin to Njombwa of Mozambique and other four-row \
             relay games of southern and eastern Africa. Its lopsided opening, with two \
             opposite corners of the front rows left empty, breaks the symmetry from \
             the very first move."
        }
        Variant::Tsoro => {
            "Among the Shona of north-eastern Zimbabwe, Tsoro is a general name for \
             traditional board and counter games, from draughts to three-in-a-row \
             (Tsoro Yemutatu) and twelve men's morris (Tsoro Yemutwelve). The four-row \
             mancala played here is more precisely called Fuva or Imbwe; J. B. Matthews \
             first set out its rules systematically in 1964. It is often played \
             outdoors, with the holes (magomba, singular gomba) scooped into earth or \
             sand and smooth river stones (matombo), wild seeds or bottle caps as \
             counters; boards are also drawn on paper or carved in wood. The special \
             end holes are the heads, misoro (singular musoro, \u{201c}head\u{201d})."
        }
    }
}

/// Every numbered rule of the game's rules file, in order, in player-facing words.
pub fn rules(v: Variant) -> &'static [RuleText] {
    match v {
        Variant::Gore => GORE,
        Variant::Urim => URIM,
        Variant::Anywoli => ANYWOLI,
        Variant::BaoKigogo => BAO_KIGOGO,
        Variant::Tsoro => TSORO,
    }
}

/// The conventions shared by all five games (C1–C8), in player-facing words.
pub fn common_rules() -> &'static [RuleText] {
    COMMON
}

const COMMON: &[RuleText] = &[
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

const GORE: &[RuleText] = &[
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

const URIM: &[RuleText] = &[
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

const ANYWOLI: &[RuleText] = &[
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

const BAO_KIGOGO: &[RuleText] = &[
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

const TSORO: &[RuleText] = &[
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

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(list: &[RuleText]) -> Vec<&'static str> {
        list.iter().map(|r| r.id).collect()
    }

    fn numbered(prefix: &str, n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("{prefix}{i}")).collect()
    }

    #[test]
    fn rule_ids_match_the_rules_files() {
        let expected: [(Variant, &str, usize); 5] = [
            (Variant::Gore, "G", 15),
            (Variant::Urim, "U", 12),
            (Variant::Anywoli, "A", 11),
            (Variant::BaoKigogo, "B", 11),
            (Variant::Tsoro, "T", 16),
        ];
        for (v, prefix, n) in expected {
            assert_eq!(ids(rules(v)), numbered(prefix, n), "rules of {v}");
        }
        assert_eq!(ids(common_rules()), numbered("C", 8));
    }

    #[test]
    fn rule_ids_spelled_out() {
        assert_eq!(
            ids(rules(Variant::Gore)),
            [
                "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "G10", "G11", "G12", "G13",
                "G14", "G15"
            ]
        );
        assert_eq!(
            ids(rules(Variant::Urim)),
            ["U1", "U2", "U3", "U4", "U5", "U6", "U7", "U8", "U9", "U10", "U11", "U12"]
        );
        assert_eq!(
            ids(rules(Variant::Anywoli)),
            ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11"]
        );
        assert_eq!(
            ids(rules(Variant::BaoKigogo)),
            ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11"]
        );
        assert_eq!(
            ids(rules(Variant::Tsoro)),
            [
                "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13",
                "T14", "T15", "T16"
            ]
        );
        assert_eq!(
            ids(common_rules()),
            ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"]
        );
    }

    #[test]
    fn no_text_is_empty() {
        let all = Variant::ALL
            .iter()
            .flat_map(|&v| rules(v).iter())
            .chain(common_rules().iter());
        for rule in all {
            assert!(!rule.text.trim().is_empty(), "rule {} is empty", rule.id);
            assert!(
                !rule.text.contains("  "),
                "rule {} has a double space",
                rule.id
            );
        }
        for v in Variant::ALL {
            assert!(!tagline(v).trim().is_empty(), "tagline of {v}");
            assert!(!about(v).trim().is_empty(), "about of {v}");
            assert!(!sowing_hint(v).trim().is_empty(), "sowing hint of {v}");
        }
    }

    #[test]
    fn taglines_fit_the_picker() {
        for v in Variant::ALL {
            let n = tagline(v).chars().count();
            assert!(n <= 90, "tagline of {v} has {n} characters");
            assert!(!tagline(v).contains('\n'), "tagline of {v} spans lines");
        }
    }

    #[test]
    fn about_paragraphs_are_60_to_120_words() {
        for v in Variant::ALL {
            let n = about(v).split_whitespace().count();
            assert!((60..=120).contains(&n), "about {v} has {n} words");
        }
    }

    #[test]
    fn sowing_hints_are_one_sentence() {
        for v in Variant::ALL {
            let hint = sowing_hint(v);
            assert!(hint.ends_with('.'), "hint of {v}");
            assert_eq!(
                hint.matches(". ").count(),
                0,
                "hint of {v} has two sentences"
            );
        }
    }
}
