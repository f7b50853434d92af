//! The moment a game is won: the winning card flies from where it was
//! played to the middle of the table, growing, and rests there with a
//! glow while sparks burst from it; then the result window opens beside
//! it (never over it) and each side's match points count up to their new
//! total. At instant speed (the window's reduced motion) nothing moves:
//! the card rests in the middle at once, and the result and the points
//! show at once.

use egui::{Color32, Context, Id, Painter, Rect, Stroke, StrokeKind, Vec2};
use spite_core::{Card, PlayerView, Rules, Status};

use crate::anim::{Place, ease};
use crate::cards::{Lift, paint_lifted};
use crate::layout::Layout;
use crate::settings::Speed;

/// Seconds the points take to count up.
const COUNT_SECS: f64 = 0.8;
/// Seconds the table celebrates after the card has landed, before the
/// result opens (none at instant speed).
const CHEER_SECS: f64 = 0.6;
/// Sparks bursting from the resting card.
const SPARKS: usize = 14;
/// How much larger the winning card grows.
const GROW: f32 = 1.6;
const GLOW: Color32 = Color32::from_rgb(255, 215, 90);

/// Seconds the winning card flies at `speed` (none at instant speed).
pub fn flight_secs(speed: Speed) -> f64 {
    if speed == Speed::Instant {
        0.0
    } else {
        0.5 + speed.slide_secs()
    }
}

/// The winning card on its way, kept in egui's memory from the frame the
/// table first shows the game won until a new game is in play.
#[derive(Clone, Debug)]
struct Flight {
    card: Card,
    /// The centre pile it flew from (none: from the pay-off pile, as it
    /// completed its pile).
    centre: Option<u8>,
    from: Rect,
    /// Where it rests, in the middle of the table.
    to: Rect,
    /// The table it rests on.
    table: Rect,
    started: f64,
    /// Seconds it flies (0: it rests there at once).
    secs: f64,
}

impl Flight {
    /// Seconds from the flight's start to the result: the flight, then
    /// the celebration (none without motion).
    fn until_result(&self) -> f64 {
        if self.secs > 0.0 {
            self.secs + CHEER_SECS
        } else {
            0.0
        }
    }
}

fn flight_id() -> Id {
    Id::unique("spite-win-flight")
}

fn tops_id() -> Id {
    Id::unique("spite-win-payoff-tops")
}

/// Follows the table shown (`view`, laid out as `layout` on `table`) at
/// time `now`: while the game goes on it remembers each seat's pay-off
/// card; the frame it shows the game won it starts the winning card's
/// flight (unless `speed` is instant). Paints the flight, under any
/// window; whether the card still moves.
pub fn follow(
    ctx: &Context,
    p: &Painter,
    (view, layout, table): (&PlayerView, &Layout, Rect),
    now: f64,
    speed: Speed,
) -> bool {
    if view.status().is_over() {
        ctx.data_mut(|d| d.insert_temp(ended_on_id(), table));
    }
    let winner = match view.status() {
        Status::Won { winner, .. } => Some(winner),
        Status::Drawn => None,
        Status::Playing => {
            let tops: Vec<Option<Card>> = (0..view.rules().players)
                .map(|seat| view.payoff_top(seat))
                .collect();
            ctx.data_mut(|d| {
                d.insert_temp(tops_id(), tops);
                d.remove::<Flight>(flight_id());
            });
            return false;
        }
    };
    let flight = ctx.data_mut(|d| {
        if let Some(f) = d.get_temp::<Flight>(flight_id()) {
            return Some(f);
        }
        // Only a game seen being won flies: the pay-off cards remembered
        // from play are used once.
        let tops = d.remove_temp::<Vec<Option<Card>>>(tops_id())?;
        let winner = winner?;
        let secs = flight_secs(speed);
        let seat_top = |seat: u8| tops.get(usize::from(seat)).copied().flatten();
        let card = seat_top(winner).or(view.rules().partner(winner).and_then(seat_top))?;
        // From the centre pile it went on; a pile it completed is gone,
        // so from the winner's (empty) pay-off pile.
        let centre = (0..view.rules().centre_piles).find(|&c| view.centre(c).last() == Some(&card));
        let from = centre.map_or(layout.place_rect(Place::Payoff(winner), |_, _| 1), |c| {
            layout.centre[usize::from(c)]
        });
        let to = Rect::from_center_size(table.center(), from.size() * GROW);
        let f = Flight {
            card,
            centre,
            from,
            to,
            table,
            started: now,
            secs,
        };
        d.insert_temp(flight_id(), f.clone());
        Some(f)
    });
    let Some(f) = flight else { return false };
    let t = if f.secs > 0.0 {
        ((now - f.started) / f.secs).clamp(0.0, 1.0) as f32
    } else {
        1.0
    };
    let e = ease(t);
    let to = f.to;
    // Up in an arc while it grows.
    let lift = Vec2::new(
        0.0,
        -(std::f32::consts::PI * t).sin() * table.height() * 0.12,
    );
    let at = Rect::from_center_size(
        f.from.center().lerp(to.center(), e) + lift,
        f.from.size() * (1.0 + (GROW - 1.0) * e),
    );
    if t >= 1.0 {
        p.rect_stroke(
            at.expand(3.0),
            8.0,
            Stroke::new(4.0, GLOW.gamma_multiply(0.8)),
            StrokeKind::Outside,
        );
    }
    paint_lifted(p, at, f.card, Lift::Flying);
    let cheering = f.secs > 0.0 && now < f.started + f.until_result();
    if t >= 1.0 && cheering {
        let c = ((now - f.started - f.secs) / CHEER_SECS).clamp(0.0, 1.0) as f32;
        sparks(p, at, c);
    }
    t < 1.0 || cheering
}

/// Sparks bursting out from the resting card `at`, `c` (0 to 1) of the
/// way through the celebration: out and fading.
fn sparks(p: &Painter, at: Rect, c: f32) {
    let reach = at.width().max(at.height()) * (0.6 + 0.9 * ease(c));
    for i in 0..SPARKS {
        let angle = std::f32::consts::TAU * (i as f32 + 0.5 * (i % 2) as f32) / SPARKS as f32;
        let dir = Vec2::angled(angle);
        let at = at.center() + dir * reach * if i % 2 == 0 { 1.0 } else { 0.8 };
        let colour = if i % 3 == 0 { Color32::WHITE } else { GLOW };
        p.circle_filled(at, 4.0 * (1.0 - c) + 1.0, colour.gamma_multiply(1.0 - c));
    }
}

fn ended_on_id() -> Id {
    Id::unique("spite-ended-on")
}

/// The table a finished game is shown on (its result window, with no
/// winning card to sit beside, opens at the table's bottom edge, over
/// the hand no longer in play, leaving the centre piles in sight).
pub fn ended_on(ctx: &Context) -> Option<Rect> {
    ctx.data(|d| d.get_temp::<Rect>(ended_on_id()))
}

/// Where the winning card rests in the middle of the table, and the
/// table, while it is shown there: the result window opens beside it.
pub fn resting(ctx: &Context) -> Option<(Rect, Rect)> {
    ctx.data(|d| d.get_temp::<Flight>(flight_id()))
        .map(|f| (f.to, f.table))
}

/// The centre pile the winning card flew from, while it is drawn in
/// flight or resting in the middle (the pile shows the card under it).
pub fn flown_from(ctx: &Context) -> Option<u8> {
    ctx.data(|d| d.get_temp::<Flight>(flight_id()))
        .and_then(|f| f.centre)
}

/// Whether the winning card has landed (or none flies), asked once the
/// game is over: the result window waits for it, and for the frame the
/// table first shows the game's end (the move that ends it is made after
/// the table is drawn), when the flight starts.
pub fn landed(ctx: &Context) -> bool {
    let now = ctx.input(|i| i.time);
    ctx.data(|d| {
        let flying = d
            .get_temp::<Flight>(flight_id())
            .is_some_and(|f| now < f.started + f.until_result());
        let unseen = d.get_temp::<Vec<Option<Card>>>(tops_id()).is_some();
        !flying && !unseen
    })
}

/// Each side's match points before the game that ended with `status`
/// (`scores` after it), to count up from; `None` at instant speed or
/// for a drawn game, when the points show at once.
pub fn scores_before(
    status: Status,
    rules: &Rules,
    scores: &[u32],
    speed: Speed,
) -> Option<Vec<u32>> {
    let Status::Won { winner, points } = status else {
        return None;
    };
    if speed == Speed::Instant || points == 0 {
        return None;
    }
    let side = usize::from(rules.side_of(winner));
    let mut before = scores.to_vec();
    let won = before.get_mut(side)?;
    *won = won.saturating_sub(points);
    Some(before)
}

/// The points to show now, counting from `before` to `after` over
/// `COUNT_SECS` from the first frame they are asked for (a new `after`
/// starts again).
pub fn counted(ctx: &Context, before: &[u32], after: &[u32]) -> Vec<u32> {
    let now = ctx.input(|i| i.time);
    let id = Id::unique("spite-win-count");
    let key = Id::unique((before, after));
    let started = ctx.data_mut(|d| match d.get_temp::<(Id, f64)>(id) {
        Some((k, t)) if k == key => t,
        _ => {
            d.insert_temp(id, (key, now));
            now
        }
    });
    let t = ((now - started) / COUNT_SECS).clamp(0.0, 1.0) as f32;
    if t < 1.0 {
        ctx.request_repaint();
    }
    count_at(before, after, t)
}

/// The points shown a fraction `t` (0 to 1) of the way through the count.
pub fn count_at(before: &[u32], after: &[u32], t: f32) -> Vec<u32> {
    after
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let b = before.get(i).copied().unwrap_or(a).min(a);
            b + ((a - b) as f32 * ease(t)).round() as u32
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winners_points_count_up_from_before_the_game() {
        let rules = Rules::g4a();
        let won = Status::Won {
            winner: 1,
            points: 7,
        };
        assert_eq!(
            scores_before(won, &rules, &[3, 19], Speed::Normal),
            Some(vec![3, 12])
        );
        // Reduced motion: the points show at once.
        assert_eq!(scores_before(won, &rules, &[3, 19], Speed::Instant), None);
        assert_eq!(
            scores_before(Status::Drawn, &rules, &[3, 19], Speed::Slow),
            None
        );
        assert_eq!(count_at(&[3, 12], &[3, 19], 0.0), vec![3, 12]);
        let half = count_at(&[3, 12], &[3, 19], 0.5);
        assert!(half[1] > 12 && half[1] < 19, "{half:?}");
        assert_eq!(count_at(&[3, 12], &[3, 19], 1.0), vec![3, 19]);
    }

    #[test]
    fn the_winning_card_flies_only_when_motion_is_on() {
        assert_eq!(flight_secs(Speed::Instant), 0.0);
        assert!(flight_secs(Speed::Fast) > 0.0);
        assert!(flight_secs(Speed::Slow) > flight_secs(Speed::Normal));
    }
}
