//! A move's playback, worked out by hand: a short sowing as it always was,
//! a long relay within the budget, and the page's timer showing the later
//! laps several events a tick.

use super::*;
use crate::engine::{Game, Input, Pit, Player, Rules, Variant};
use crate::ui::playback::{Playback, TICK_MS};
use crate::ui::settings::Speed;
use crate::ui::texts::Lang;

/// A relay of `laps` laps of `seeds` seeds each (the pits do not matter
/// to the pace), ending in a capture of four and an extra move (A5).
fn relay(laps: usize, seeds: u8) -> Vec<Event> {
    let mut events = vec![];
    for lap in 0..laps {
        events.push(Event::Lift {
            pit: Pit(0),
            count: seeds,
            relay: lap > 0,
        });
        events.extend((0..seeds).map(|k| Event::Drop { pit: Pit(k + 1) }));
    }
    events.push(Event::Capture {
        pit: Pit(3),
        count: 4,
        by: Player::North,
        cause: crate::engine::CaptureCause::LastSeedFour,
    });
    events.push(Event::ExtraMove {
        player: Player::North,
    });
    events
}

#[test]
fn a_short_sowing_plays_as_before() {
    // Urim a1 from the opening: a lift and three drops (U3), one lap.
    let mut g = Game::new(Rules::new(Variant::Urim));
    let before = *g.position();
    let mut events = vec![];
    g.play(
        Input::Sow(before.layout().parse("a1").unwrap()),
        &mut events,
    )
    .unwrap();
    assert_eq!(pace(&events, BUDGET), [1500, 1000, 1000, 1000]);
    // At normal speed: 270 ms before the lift, 180 before each drop, as
    // before issue 25; 810 ms in all.
    let mut p = Playback::new(&before, events, Lang::En);
    assert_eq!(p.total_ms(Speed::Normal), 810);
    let mut delays = vec![];
    while !p.done() {
        delays.push(p.next_delay(Speed::Normal));
        p.advance(Speed::Normal);
    }
    assert_eq!(delays, [270, 180, 180, 180]);
}

#[test]
fn later_laps_speed_up_within_the_budget() {
    // Six laps of four, a capture and an extra move: each lap a lift (1500)
    // and four drops (4000) at its pace: 5500, 3850 (×0.7), 2750 (×0.5),
    // 1925 (×0.35), 1375 and 1375 (×0.25); the capture 2500 and the extra
    // move 3000 at their own weight. 22275 > 20000: the first lap (5500)
    // keeps its pace, the rest (16775) is squeezed into 14500.
    let events = relay(6, 4);
    let times = pace(&events, BUDGET);
    assert_eq!(times[..5], [1500, 1000, 1000, 1000, 1000]);
    // The second lap's drops: 700 × 14500 / 16775 = 605.07…
    assert_eq!(times[6], 605);
    // Each of the 27 squeezed times rounds down by under one thousandth.
    let total: u32 = times.iter().sum();
    assert!((BUDGET - 27..=BUDGET).contains(&total), "{total}");
    // Before issue 25 it took 6 × 5500 + 2500 + 3000 = 38500 thousandths:
    // 6.93 s at normal speed; now 3.6 s.
    let before: u32 = events.iter().map(weight).sum();
    assert_eq!(before, 38500);
}

#[test]
fn a_thirteen_lap_relay_fits_the_budget_its_first_lap_at_full_pace() {
    // Thirteen laps of six (issue 25's 18.5 s relay): each lap 7500 at full
    // pace, so 13 × 7500 + 2500 + 3000 = 103000 before (18.54 s at normal).
    // Now: the first lap 7500 as before; the rest, 5250 + 3750 + 2625 +
    // 9 × 1875 + 2500 + 3000 = 34000, shares 20000 − 7500 = 12500.
    let events = relay(13, 6);
    assert_eq!(events.iter().map(weight).sum::<u32>(), 103_000);
    let times = pace(&events, BUDGET);
    assert_eq!(times[..7], [1500, 1000, 1000, 1000, 1000, 1000, 1000]);
    // The capture: 2500 × 12500 / 34000 = 919.1…
    assert_eq!(times[times.len() - 2], 919);
    // 86 squeezed times, each rounded down by under one thousandth.
    let total: u32 = times.iter().sum();
    assert!((BUDGET - 86..=BUDGET).contains(&total), "{total}");
    // Chained (an extra move's own relay): half the budget; the rest wants
    // more than half of it, so the first lap gets 5000 of its 7500.
    let times = pace(&events, budget(1));
    assert_eq!(times[..2], [1000, 666]);
    assert!(times.iter().sum::<u32>() <= BUDGET / 2);
}

#[test]
fn a_long_single_lap_is_squeezed_too() {
    // One lap of 30 (a Bao or Anywoli hoard) and a capture: 1500 + 30000
    // + 2500 = 34000, all of it the first lap (there is no second lift),
    // squeezed into 20000: the lift 1500 × 20 / 34 = 882.3…, each drop
    // 588.2…, the capture 1470.5….
    let mut events = relay(1, 30);
    events.pop();
    let times = pace(&events, BUDGET);
    assert_eq!((times[0], times[1], times[31]), (882, 588, 1470));
    assert!(times.iter().sum::<u32>() <= BUDGET);
}

#[test]
fn the_timer_shows_several_quick_events_a_tick_and_takes_the_whole_time() {
    let events = relay(13, 6);
    let g = Game::new(Rules::new(Variant::Anywoli));
    let mut p = Playback::new(g.position(), events.clone(), Lang::En);
    let total = p.total_ms(Speed::Normal);
    // 20000 thousandths of 180 ms, less the squeeze's rounding.
    assert!((3580..=3600).contains(&total), "{total}");
    let (mut ticks, mut waited) = (0, 0);
    while !p.done() {
        let wait = p.next_delay(Speed::Normal);
        p.advance(Speed::Normal);
        // Every wait fills a tick but the last (the extra move's headline
        // is longer; the events after the last full tick may be shorter).
        assert!(wait >= TICK_MS || p.done(), "{wait} ms at tick {ticks}");
        ticks += 1;
        waited += wait;
    }
    // 93 events in fewer ticks; the rounding of each tick costs under 1 ms.
    assert!(ticks < events.len() && ticks > 30, "{ticks}");
    assert!(total - waited < ticks as u32, "{total} {waited}");
    // Slow and fast keep the shape: 8 s and 1.2 s at most.
    assert!((7950..=8000).contains(&p.total_ms(Speed::Slow)));
    assert!((1190..=1200).contains(&p.total_ms(Speed::Fast)));
    assert_eq!(p.total_ms(Speed::Instant), 0);
}

#[test]
fn each_further_input_of_a_turn_gets_half_the_budget_down_to_an_eighth() {
    assert_eq!(
        [0, 1, 2, 3, 4, 9].map(budget),
        [20_000, 10_000, 5_000, 2_500, 2_500, 2_500]
    );
    use crate::ui::session::Session;
    // Anywoli: South's a1 (1) drops its one seed into b1 (3): four with
    // the last seed, captured by South, who moves again (A5); then c1 is
    // the turn's second input, paced with half the budget.
    let pos = crate::engine::position_from_json(
        Rules::new(Variant::Anywoli),
        r#"{"rows": [[4,4,4,4,4,4,4,4,4,4,4,4],[1,3,4,4,4,4,4,4,4,4,4,4]], "captured": {"S": 4, "N": 0}}"#,
    )
    .unwrap();
    let mut s = Session::new(pos);
    let at = |s: &Session, n: &str| s.position().layout().parse(n).unwrap();
    s.play(Input::Sow(at(&s, "a1"))).unwrap();
    assert_eq!(s.position().to_move(), Player::South);
    // A lift and a drop (2500), the capture (2500), the extra move (3000).
    assert_eq!(
        Playback::of_last(&s, Lang::En).total_ms(Speed::Normal),
        1440
    );
    s.play(Input::Sow(at(&s, "c1"))).unwrap();
    let events = s.last_move().1;
    let half: u32 = pace(events, BUDGET / 2).iter().sum();
    let second = Playback::of_last(&s, Lang::En);
    assert_eq!(second.total_ms(Speed::Normal), half * 180 / 1000);
    assert!(second.total_ms(Speed::Normal) <= 1800);
}

/// Seconds of playback per input and per turn at normal speed, before issue
/// 25 (every event at its weight) and after (`pace`), over 20 games per
/// game between two Beginners (seeds 1 to 20, at most 300 inputs each):
/// the figures of docs/benchmarks.md, "Issue 25: playback per move". Run
/// with `cargo test --lib playback_per_move -- --ignored --nocapture`.
#[test]
#[ignore]
fn playback_per_move() {
    use crate::engine::ai::{choose, Level, NoDeadline};
    let secs = |thousandths: u32| thousandths as f64 * Speed::Normal.step_ms() as f64 / 1e6;
    let stats = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
        format!("{:.1} / {:.1} / {:.1}", at(0.5), at(0.9), v[v.len() - 1])
    };
    println!("| game | inputs | per input before (median / 90% / max, s) | after | turns | per turn before | after |");
    println!("|---|---:|---|---|---:|---|---|");
    for v in Variant::ALL {
        let (mut inputs, mut turns) = (vec![], vec![]);
        for seed in 1..=20u64 {
            let mut game = Game::new(Rules::new(v));
            let (mut chain, mut last) = (0, None);
            for ply in 0..300u64 {
                let Some(c) = choose(&game, Level::Beginner, seed * 1000 + ply, &mut NoDeadline)
                else {
                    break;
                };
                let who = game.position().to_move();
                chain = if last == Some(who) { chain + 1 } else { 0 };
                last = Some(who);
                let mut events = vec![];
                game.play(c.input, &mut events).unwrap();
                let before = secs(events.iter().map(weight).sum());
                let after = secs(pace(&events, budget(chain)).iter().sum());
                inputs.push((before, after));
                if chain == 0 {
                    turns.push((0.0, 0.0));
                }
                let t = turns.last_mut().unwrap();
                (t.0, t.1) = (t.0 + before, t.1 + after);
            }
        }
        let split = |v: &[(f64, f64)]| {
            (
                v.iter().map(|x| x.0).collect(),
                v.iter().map(|x| x.1).collect(),
            )
        };
        let (ib, ia) = split(&inputs);
        let (tb, ta) = split(&turns);
        println!(
            "| {} | {} | {} | {} | {} | {} | {} |",
            v.title(),
            inputs.len(),
            stats(ib),
            stats(ia),
            turns.len(),
            stats(tb),
            stats(ta)
        );
    }
}
