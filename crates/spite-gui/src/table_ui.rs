//! Draws the table from the viewer's `PlayerView` and turns clicks and drags
//! into calls on a [`TableFace`]: a local `Session<Local>` or an online seat, drawn
//! by the same code. Every card and pile gets an accessible label.

use egui::{
    Align2, Color32, FontId, Id, LayerId, Order, Painter, Pos2, Rect, Response, RichText, Role,
    Sense, Ui, Vec2, WidgetInfo,
};
use spite_core::{Card, PlayerView, SIDE_PILES, Source, Target};

use crate::anim::{Place, Return, ReturnFrom, Slide, ease, slide_rect};
use crate::cards::{
    BLACK, Lift, RED, paint_back, paint_covered, paint_face, paint_lifted, paint_packed,
    paint_ring, paint_slot, paint_slot_fitting, paint_tight_ring,
};
use crate::face::TableFace;
use crate::keys;
use crate::lang::Words;
use crate::layout::{Layout, SeatBox, compute};
use crate::settings::Speed;
use crate::words::{card_name, rank_name, rank_with_article, rules_words};

const SELECTED: Color32 = Color32::from_rgb(250, 200, 40);
const LEGAL: Color32 = Color32::from_rgb(90, 230, 120);
const HINT: Color32 = Color32::from_rgb(110, 190, 255);
const TURN: Color32 = Color32::from_rgb(255, 215, 90);
const PARTNER: Color32 = Color32::from_rgb(150, 220, 255);
const REFUSED: Color32 = Color32::from_rgb(235, 80, 60);
/// What just happened (the others' piles, the cards drawn), fading.
const JUST: Color32 = Color32::from_rgb(255, 250, 235);

/// A card being dragged by the pointer.
#[derive(Clone, Copy, Debug)]
pub struct Drag {
    pub from: Source,
    /// Pointer position minus the card's top-left corner when picked up.
    pub grab: Vec2,
}

/// What a gesture on the table asked for; applied after drawing.
enum Action {
    Pick(Source),
    /// A click: picks up or puts down; a card with one place to go goes
    /// there.
    Toggle(Source),
    /// A double-click: the card goes to a centre pile it fits (or its one
    /// place).
    Play(Source),
    /// Let go on a pile; by a drag, with the card's corner where it was let go.
    Drop(Target, Option<Pos2>),
    /// Let go on no pile.
    DropNowhere(Option<Pos2>),
}

pub use crate::felt::felt;

/// Where a card picked up from `from` (lying at `r`) is drawn: a hand
/// card, with free felt above it, rises and grows a little, as if nearer
/// the eye; a pile's card keeps its place (clear of the seat's line just
/// above the pay-off pile) and is lifted by its longer shadow alone.
fn raised(from: Source, r: Rect) -> Rect {
    match from {
        Source::Hand(_) => r.expand2(r.size() * 0.02).translate(Vec2::new(0.0, -8.0)),
        _ => r,
    }
}

/// What one frame of the table is drawn from, shared by its parts.
struct Scene<'a> {
    s: &'a dyn TableFace,
    painter: Painter,
    /// The game as the player has seen it so far.
    view: PlayerView,
    layout: Layout,
    viewer: u8,
    partner: Option<u8>,
    /// The card held (picked up or dragged).
    held: Option<Source>,
    /// The card in flight or held up, not drawn where it came from.
    hidden: Option<Place>,
    /// Where the held card may go (none while the computer's card slides).
    targets: Vec<Target>,
    /// The whole table's rect and its look: the felt's colour at a point
    /// comes from them.
    table: Rect,
    look: crate::look::Look,
    ink: Color32,
    /// What the gestures asked, applied once everything is drawn.
    actions: Vec<Action>,
}

/// Draws the table in the remaining space and handles its gestures. Returns
/// whether something is moving (so the caller keeps repainting).
pub fn show(
    ui: &mut Ui,
    s: &mut dyn TableFace,
    drag: &mut Option<Drag>,
    now: f64,
    look: crate::look::Look,
    speed: Speed,
) -> bool {
    // The card backs painted this frame, wherever, wear the chosen design.
    look.remember(ui.ctx());
    let rect = ui.available_rect_before_wrap();
    ui.allocate_rect(rect, Sense::hover());
    // A click on the table while the others play hurries their turn: it
    // lands at once, and the click does nothing else.
    let hurried = ui.rect_contains_pointer(rect)
        && ui.input(|i| i.pointer.primary_clicked())
        && !s.can_act()
        && s.hurry();
    // The computer's card in flight, until it lands; the table shows the
    // game as the player has seen it so far.
    let slide: Option<(Slide, f32)> = s
        .anims_mut()
        .current(now)
        .filter(|&(_, t)| t < 1.0)
        .map(|(sl, t)| (sl.clone(), t));
    if drag.is_some() && !s.can_act() {
        *drag = None;
    }
    let homing = s.returns_mut().current(now).map(|(r, t)| (r.clone(), t));
    // No table before an online seat's view has come.
    let Some(view) = s.shown_view() else {
        ui.ctx().data_mut(|d| d.remove::<Rect>(Id::unique(EXTENT)));
        return false;
    };
    // The hand's cards keep their slots within a turn.
    s.screen_mut().hand_slots.update(&view);
    // What the others just did and the cards drawn, marked once the turn
    // is this screen's, fading.
    let marks = if s.can_act() {
        let screen = s.screen_mut();
        let strength = screen.marks.strength(now);
        (strength > 0.0).then(|| (screen.marks.clone(), strength))
    } else {
        None
    };
    let mut scene = Scene::new(
        ui,
        &*s,
        view,
        rect,
        look,
        *drag,
        slide.as_ref(),
        homing.as_ref(),
    );
    remember_places(ui.ctx(), &scene.layout, rect);
    for b in &scene.layout.others.clone() {
        scene.other_seat(ui, b, drag);
    }
    scene.middle(ui);
    scene.own_piles(ui, drag);
    scene.own_hand(ui, drag);
    if let Some((marks, strength)) = &marks {
        scene.just_happened(marks, *strength);
    }
    let mut moving = scene.in_flight(ui, slide.as_ref(), homing.as_ref(), *drag);
    moving |= marks.is_some();
    let shown = (&scene.view, &scene.layout, scene.table);
    moving |= crate::win::follow(ui.ctx(), &scene.painter, shown, now, speed);
    scene.drops(ui, *drag);
    let actions = if hurried { vec![] } else { scene.actions };
    let acted = !actions.is_empty();
    for a in actions {
        apply(s, drag, a, speed);
    }
    if acted {
        ui.ctx().request_repaint();
    }
    moving
}

impl<'a> Scene<'a> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        ui: &Ui,
        s: &'a dyn TableFace,
        view: PlayerView,
        rect: Rect,
        look: crate::look::Look,
        drag: Option<Drag>,
        slide: Option<&(Slide, f32)>,
        homing: Option<&(Return, f32)>,
    ) -> Scene<'a> {
        // Under the table the window's clear colour (`SpiteApp::clear_color`);
        // the felt, lit in the middle, is painted over it.
        let (_, ink) = felt(look);
        let rules = *view.rules();
        let viewer = view.seat();
        let mut layout = compute(
            rect,
            rules.players,
            viewer,
            rules.hand_size,
            rules.centre_piles,
        );
        let slots = &s.screen().hand_slots;
        layout.hand_order = (0..view.hand().len())
            .map(|i| slots.slot(i as u8))
            .collect();
        let partner = rules.partner(viewer);
        let held = drag.map(|d| d.from).or(s.selected());
        let hidden = match (slide, drag, homing) {
            (Some((sl, _)), _, _) => Some(sl.from),
            (None, Some(d), _) => Some(Place::source(viewer, d.from, partner)),
            (None, None, Some((r, _))) => Some(r.to),
            // A card picked up is drawn raised above its place.
            _ => held.map(|h| Place::source(viewer, h, partner)),
        };
        let targets = if slide.is_none() {
            s.legal_targets()
        } else {
            vec![]
        };
        let painter = ui.painter_at(rect);
        crate::felt::paint(&painter, rect, look);
        Scene {
            s,
            painter,
            view,
            layout,
            viewer,
            partner,
            held,
            hidden,
            targets,
            table: rect,
            look,
            ink,
            actions: vec![],
        }
    }

    /// Another seat: its piles, face-down hand and labels (the partner's
    /// pay-off card may be picked up).
    fn other_seat(&mut self, ui: &Ui, b: &SeatBox, drag: &mut Option<Drag>) {
        let view = &self.view;
        draw_seat(&self.painter, b, view, self.s, self.hidden, self.ink);
        let seat = b.seat;
        let name = self.s.seat_name(seat);
        let w = self.s.ui();
        let partner = self.partner == Some(seat);
        let r = ui.interact(b.payoff, Id::unique(("payoff", seat)), sense_for(partner));
        label(
            &r,
            payoff_label(
                w,
                view,
                seat,
                &w.tr("ui-table-payoff-of", &[("name", name.as_str().into())]),
            ),
        );
        if partner {
            pick_gestures(&r, Source::PartnerPayoff, &mut self.actions, drag, b.payoff);
            if self.held == Some(Source::PartnerPayoff) {
                // Tight to the small card: a wider ring reaches up into
                // the seat's name just above it.
                paint_tight_ring(
                    &self.painter,
                    raised(Source::PartnerPayoff, b.payoff),
                    SELECTED,
                );
            }
        }
        for p in 0..SIDE_PILES {
            let r = ui.interact(
                b.side_area(p),
                Id::unique(("side", seat, p)),
                Sense::hover(),
            );
            let what = w.tr(
                "ui-table-side-of",
                &[("name", name.as_str().into()), ("pile", (p + 1).into())],
            );
            label(&r, side_label(w, view, seat, p as u8, &what));
            pile_tooltip(w, r, b, &what, view.side(seat, p as u8));
        }
        let hand_rect = Rect::from_min_size(
            b.hand.min,
            Vec2::new(b.card.x + b.hand_step() * 4.0, b.card.y),
        );
        let r = ui
            .interact(hand_rect, Id::unique(("hand", seat)), Sense::hover())
            .on_hover_text(seat_caption(self.s, view, seat));
        label(
            &r,
            w.tr(
                "ui-table-hand-of",
                &[
                    ("name", name.as_str().into()),
                    ("count", view.hand_count(seat).into()),
                ],
            ),
        );
    }

    /// The stock and the centre piles (a click drops the held card there).
    fn middle(&mut self, ui: &Ui) {
        let (view, layout, w) = (&self.view, &self.layout, self.s.ui());
        draw_stock(w, &self.painter, layout, view, self.ink);
        let r = ui.interact(layout.stock, Id::unique("stock"), Sense::hover());
        label(
            &r,
            format!(
                "{}; {}",
                w.tr("ui-table-stock", &[("count", view.stock_count().into())]),
                rules_words(w, view.rules())
            ),
        );
        for (i, &cr) in layout.centre.iter().enumerate() {
            let c = i as u8;
            // Outlines first: the caption under the pile is drawn over them.
            if self.targets.contains(&Target::Centre(c)) {
                paint_ring(&self.painter, cr, LEGAL, 3.0);
            }
            if self.s.hint_move().map(|m| m.to) == Some(Target::Centre(c)) {
                paint_ring(&self.painter, cr.expand(4.0), HINT, 2.0);
            }
            // From this pile's centre to the next one's: the room its
            // captions have.
            let room = match (layout.centre.get(1), layout.centre.first()) {
                (Some(b), Some(a)) => b.center().x - a.center().x,
                _ => f32::INFINITY,
            };
            let cloth = crate::felt::colour_at(self.table, cr.center_bottom(), self.look);
            let flown = crate::win::flown_from(ui.ctx()) == Some(c);
            let pile = (c, flown);
            draw_centre(w, &self.painter, cr, room, view, pile, (cloth, self.ink));
            let r = ui.interact(cr, Id::unique(("centre", c)), Sense::click());
            label(&r, centre_label(w, view, c));
            if r.clicked() {
                self.actions.push(Action::Drop(Target::Centre(c), None));
            }
        }
    }

    /// The viewer's pay-off and side piles.
    fn own_piles(&mut self, ui: &Ui, drag: &mut Option<Drag>) {
        let (view, viewer, held) = (&self.view, self.viewer, self.held);
        let me = &self.layout.me;
        let w = self.s.ui();
        draw_seat(&self.painter, me, view, self.s, self.hidden, self.ink);
        let r = ui.interact(
            me.payoff,
            Id::unique(("payoff", viewer)),
            Sense::click_and_drag(),
        );
        label(
            &r,
            payoff_label(w, view, viewer, &w.tr("ui-table-your-payoff", &[])),
        );
        pick_gestures(&r, Source::Payoff, &mut self.actions, drag, me.payoff);
        if held == Some(Source::Payoff) {
            paint_ring(
                &self.painter,
                raised(Source::Payoff, me.payoff),
                SELECTED,
                3.0,
            );
        }
        // Its key, as the hand cards and side piles show theirs.
        if view.payoff_top(viewer).is_some() {
            key_caption(&self.painter, me.payoff, keys::name(keys::PAYOFF));
        }
        for p in 0..SIDE_PILES {
            let area = me.side_area(p);
            let r = ui.interact(
                area,
                Id::unique(("side", viewer, p)),
                Sense::click_and_drag(),
            );
            let what = w.tr("ui-table-your-side", &[("pile", (p + 1).into())]);
            label(&r, side_label(w, view, viewer, p as u8, &what));
            let r = pile_tooltip(w, r, me, &what, view.side(viewer, p as u8));
            let n = view.side(viewer, p as u8).len();
            let top = me.side_card(p, n.saturating_sub(1), n.max(1));
            let src = Source::Side(p as u8);
            if r.clicked() {
                match held {
                    Some(h) if h != src && matches!(h, Source::Hand(_)) => {
                        self.actions.push(Action::Drop(Target::Side(p as u8), None));
                    }
                    _ if r.double_clicked() => self.actions.push(Action::Play(src)),
                    _ => self.actions.push(Action::Toggle(src)),
                }
            } else {
                pick_gestures(&r, src, &mut self.actions, drag, top);
            }
            if held == Some(src) {
                paint_ring(&self.painter, raised(src, top), SELECTED, 3.0);
            }
            // Rings go round the cards the pile holds, not the room it may
            // fan into: a tall empty frame reads as a drop zone of its own.
            let pile = Rect::from_min_max(me.sides[p].min, top.max);
            if self.targets.contains(&Target::Side(p as u8)) {
                paint_ring(&self.painter, pile, LEGAL, 3.0);
            }
            if self.s.hint_move().map(|m| m.to) == Some(Target::Side(p as u8)) {
                paint_ring(&self.painter, pile.expand(4.0), HINT, 2.0);
            }
            key_caption(
                &self.painter,
                me.sides[p],
                keys::SIDE.get(p).map_or("", |&k| keys::name(k)),
            );
        }
    }

    /// The viewer's hand.
    fn own_hand(&mut self, ui: &Ui, drag: &mut Option<Drag>) {
        let (view, viewer, revealed) = (&self.view, self.viewer, self.s.revealed());
        let w = self.s.ui();
        let hand = view.hand();
        let slots = &self.s.screen().hand_slots;
        for (i, &hr) in self.layout.hand.iter().enumerate() {
            // Slot i as shown; its card's index in the hand may be lower
            // (a card played this turn left its slot empty).
            let index = slots.index(i);
            let src = Source::Hand(index.unwrap_or(u8::MAX));
            let card = index.and_then(|e| hand.get(usize::from(e)).copied());
            let gone = index.is_some()
                && self.hidden
                    == Some(Place::Hand {
                        seat: viewer,
                        slot: index.unwrap_or(u8::MAX),
                    });
            match card {
                Some(c) if !gone && revealed => paint_face(&self.painter, hr, c),
                Some(_) if !gone => paint_back(&self.painter, hr),
                _ => paint_slot(&self.painter, hr, "", self.ink),
            }
            let r = ui.interact(hr, Id::unique(("hand", viewer, i)), Sense::click_and_drag());
            let what = match card {
                Some(c) if revealed => card_name(w, c),
                Some(_) => w.tr("ui-table-hidden", &[]),
                None => w.tr("ui-table-empty", &[("what", "hand-card".into())]),
            };
            label(
                &r,
                w.tr(
                    "ui-table-hand-card",
                    &[("slot", (i + 1).into()), ("card", what.into())],
                ),
            );
            if card.is_some() {
                pick_gestures(&r, src, &mut self.actions, drag, hr);
            }
            if self.held == Some(src) {
                paint_ring(&self.painter, raised(src, hr), SELECTED, 3.0);
            }
            key_caption(
                &self.painter,
                hr,
                keys::HAND.get(i).map_or("", |&k| keys::name(k)),
            );
        }
    }

    /// The piles the others' last moves touched, in a soft glow, and the
    /// cards just drawn into the hand, each with a dot on its edge; at
    /// `strength` (fading from 1 to 0).
    fn just_happened(&self, marks: &crate::marks::Marks, strength: f32) {
        let colour = JUST.gamma_multiply(strength * 0.85);
        let view = &self.view;
        let side_len = |seat: u8, pile: u8| view.side(seat, pile).len();
        for &place in &marks.places {
            // A held card's own place is ringed already.
            if Some(place)
                == self
                    .held
                    .map(|h| Place::source(self.viewer, h, self.partner))
            {
                continue;
            }
            let r = self.layout.place_rect(place, side_len);
            paint_ring(&self.painter, r.expand(2.0), colour, 2.5);
        }
        for index in marks.drawn_slots(view.hand()) {
            let slot = self.layout.hand_order.get(index).copied().unwrap_or(index);
            let Some(&r) = self.layout.hand.get(slot) else {
                continue;
            };
            if self.held == Some(Source::Hand(index as u8)) {
                continue;
            }
            paint_ring(&self.painter, r, colour, 2.0);
            // On the card's bottom edge, clear of its corner indices.
            let dot = r.center_bottom();
            self.painter
                .circle_filled(dot, (r.width() * 0.05).clamp(2.5, 5.0), colour);
        }
    }

    /// The card in flight: the computer's slide, a refused card going
    /// home, or the one being dragged. Whether anything moves.
    fn in_flight(
        &self,
        ui: &Ui,
        slide: Option<&(Slide, f32)>,
        homing: Option<&(Return, f32)>,
        drag: Option<Drag>,
    ) -> bool {
        let (view, layout) = (&self.view, &self.layout);
        let top_painter = ui
            .ctx()
            .layer_painter(LayerId::new(Order::Foreground, Id::unique("flying")));
        let side_len = |seat: u8, pile: u8| view.side(seat, pile).len();
        let mut moving = false;
        if let Some((sl, t)) = slide {
            let from = layout.place_rect(sl.from, side_len);
            let to = layout.place_rect(sl.to, |seat, pile| side_len(seat, pile) + 1);
            let r = slide_rect(from, to, ease(*t));
            paint_lifted(&top_painter, r, sl.card, Lift::Flying);
            moving = true;
        }
        if let Some((r, t)) = homing {
            let from = match r.from {
                ReturnFrom::Point(p) => Rect::from_min_size(p, layout.card),
                ReturnFrom::Place(place) => layout.place_rect(place, side_len),
            };
            let to = layout.place_rect(r.to, side_len);
            let at = slide_rect(from, to, ease(*t));
            paint_lifted(&top_painter, at, r.card, Lift::Flying);
            paint_ring(&top_painter, at, REFUSED, 2.0);
            paint_reason(&top_painter, at, &r.reason);
            moving = true;
        }
        if let (Some(d), Some(pos)) = (drag, ui.ctx().input(|i| i.pointer.latest_pos())) {
            if let Some(card) = view.card_at(d.from) {
                // Slightly larger, as if nearer the eye, about the grab point.
                let r = Rect::from_min_size(pos - d.grab, layout.card);
                let r = r.expand2(r.size() * 0.03);
                paint_lifted(&top_painter, r, card, Lift::Flying);
                paint_ring(&top_painter, r, SELECTED, 2.0);
            }
            moving = true;
        }
        // A card picked up by a click or key, raised above its place (on
        // the table's layer: under any window, over the other cards; its
        // ring was drawn with its pile).
        if let (None, None, None, Some(from)) = (slide, homing, drag, self.held)
            && let Some(card) = view.card_at(from)
        {
            let place = Place::source(self.viewer, from, self.partner);
            let r = raised(from, layout.place_rect(place, side_len));
            paint_lifted(&self.painter, r, card, Lift::Held);
            key_caption(&self.painter, r, source_key(from, &layout.hand_order));
        }
        moving
    }

    /// A dragged card let go: dropped wherever the pointer was released.
    fn drops(&mut self, ui: &Ui, drag: Option<Drag>) {
        if let Some(d) = drag
            && ui.ctx().input(|i| i.pointer.any_released())
        {
            let pos = ui.ctx().input(|i| i.pointer.latest_pos());
            let corner = pos.map(|p| p - d.grab);
            match pos.and_then(|p| self.layout.target_at(p)) {
                Some(t) => self.actions.push(Action::Drop(t, corner)),
                None => self.actions.push(Action::DropNowhere(corner)),
            }
        }
    }
}

/// Where the first-turn guide's piles lie this frame.
/// What the table's piles, hands and captions cover, as drawn in the last
/// frame (`None` while no table is drawn): a window over the table keeps
/// off them where the felt leaves room.
pub fn extent(ctx: &egui::Context) -> Option<Rect> {
    ctx.data(|d| d.get_temp(Id::unique(EXTENT)))
}

const EXTENT: &str = "table-extent";

fn remember_places(ctx: &egui::Context, layout: &Layout, table: Rect) {
    let union = |rects: &mut dyn Iterator<Item = Rect>| {
        rects.reduce(|a, b| a.union(b)).unwrap_or(Rect::NOTHING)
    };
    let extent = union(&mut layout.blocks().into_iter());
    ctx.data_mut(|d| d.insert_temp(Id::unique(EXTENT), extent));
    let me = &layout.me;
    crate::guide::remember(
        ctx,
        crate::guide::GuidePlaces {
            payoff: me.payoff,
            centre: union(&mut layout.centre.iter().copied()),
            hand: union(&mut layout.hand.iter().copied()),
            sides: union(&mut me.sides.iter().copied()),
            table,
        },
    );
}

fn apply(s: &mut dyn TableFace, drag: &mut Option<Drag>, a: Action, speed: Speed) {
    match a {
        Action::Pick(src) => {
            if s.selected() != Some(src) && !s.select(src) {
                *drag = None;
            }
        }
        Action::Toggle(src) => {
            // One tap plays a card that has one place to go (a pay-off or
            // side pile's card that one centre pile takes).
            if s.select(src)
                && let [only] = s.legal_targets()[..]
            {
                s.drop_held(Some(only), None, speed);
            }
        }
        Action::Play(src) => {
            *drag = None;
            // The first click of the two picked it up; a card the first
            // click played or put down is not played again.
            if s.selected() != Some(src) {
                return;
            }
            let targets = s.legal_targets();
            let centre = targets.iter().find(|t| matches!(t, Target::Centre(_)));
            let only = (targets.len() == 1).then(|| targets[0]);
            if let Some(&to) = centre.or(only.as_ref()) {
                s.drop_held(Some(to), None, speed);
            }
        }
        Action::Drop(t, corner) => {
            *drag = None;
            // Dropping a card back where it came from just puts it down.
            if s.selected()
                == Some(Source::Side(match t {
                    Target::Side(p) => p,
                    Target::Centre(_) => u8::MAX,
                }))
            {
                s.deselect();
                return;
            }
            let _ = s.drop_held(Some(t), corner, speed);
        }
        Action::DropNowhere(corner) => {
            *drag = None;
            let _ = s.drop_held(None, corner, speed);
        }
    }
}

/// Click to pick up (or put down), or press and drag.
fn pick_gestures(
    r: &Response,
    src: Source,
    actions: &mut Vec<Action>,
    drag: &mut Option<Drag>,
    card: Rect,
) {
    if r.double_clicked() {
        actions.push(Action::Play(src));
    } else if r.clicked() {
        actions.push(Action::Toggle(src));
    }
    if r.drag_started() {
        // Where the button went down, not where the pointer is once it
        // has moved far enough to count as a drag: the card stays under
        // the pointer as it was grabbed (inside the card, for a pile
        // grabbed by a lower card's strip).
        let pos = r
            .ctx
            .input(|i| i.pointer.press_origin())
            .or(r.interact_pointer_pos())
            .unwrap_or(card.center());
        *drag = Some(Drag {
            from: src,
            grab: (pos - card.min).clamp(Vec2::ZERO, card.size()),
        });
        actions.push(Action::Pick(src));
    }
}

fn sense_for(playable: bool) -> Sense {
    if playable {
        Sense::click_and_drag()
    } else {
        Sense::hover()
    }
}

fn label(r: &Response, text: String) {
    let enabled = r.sense.senses_click() || r.sense.senses_drag();
    let role = if enabled { Role::Button } else { Role::Image };
    r.widget_info(|| WidgetInfo::labeled(role, true, &text));
}

pub fn payoff_label(w: &Words, view: &PlayerView, seat: u8, what: &str) -> String {
    let n = view.payoff_count(seat);
    match view.payoff_top(seat) {
        Some(c) => w.tr(
            "ui-table-pile-top",
            &[
                ("pile", what.into()),
                ("card", card_name(w, c).into()),
                ("count", n.into()),
            ],
        ),
        None => w.tr(
            "ui-table-pile-empty",
            &[("pile", what.into()), ("what", "payoff".into())],
        ),
    }
}

/// "Your side pile 1: 3 cards, top 7 of hearts; bottom to top: 2 of
/// clubs, 9 of spades, 7 of hearts": the whole pile, as the fan may pack
/// its oldest cards out of sight.
pub fn side_label(w: &Words, view: &PlayerView, seat: u8, pile: u8, what: &str) -> String {
    let side = view.side(seat, pile);
    match side.last() {
        Some(&c) if side.len() == 1 => w.tr(
            "ui-table-side-one",
            &[("pile", what.into()), ("card", card_name(w, c).into())],
        ),
        Some(&c) => {
            let all: Vec<String> = side.iter().map(|&c| card_name(w, c)).collect();
            w.tr(
                "ui-table-side-many",
                &[
                    ("pile", what.into()),
                    ("count", side.len().into()),
                    ("card", card_name(w, c).into()),
                    ("cards", all.join(&w.tr("list-separator", &[])).into()),
                ],
            )
        }
        None => w.tr(
            "ui-table-pile-empty",
            &[("pile", what.into()), ("what", "side".into())],
        ),
    }
}

/// When a pile's oldest cards are packed under a "+N" marker, hovering the
/// pile lists all of them, bottom to top, in the cards' colours.
fn pile_tooltip(w: &Words, r: Response, b: &SeatBox, what: &str, pile: &[Card]) -> Response {
    if !b.side_fan(pile.len()).has_marker() {
        return r;
    }
    r.on_hover_ui(|ui| {
        let head = w.tr(
            "ui-table-pile-count",
            &[("pile", what.into()), ("count", pile.len().into())],
        );
        ui.label(RichText::new(head).strong());
        ui.label(w.tr("ui-table-bottom-to-top", &[]));
        let dark = ui.visuals().dark_mode;
        let (red, black) = if dark {
            (
                Color32::from_rgb(255, 120, 110),
                ui.visuals().strong_text_color(),
            )
        } else {
            (RED, BLACK)
        };
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 7.0;
            for (i, &c) in pile.iter().enumerate() {
                let colour = if c.suit().is_red() { red } else { black };
                ui.label(RichText::new(c.pretty()).size(16.0).color(colour));
                if i + 1 == pile.len() {
                    ui.label(RichText::new(w.tr("ui-table-top", &[])).weak());
                }
            }
        });
    })
}

/// A centre pile's accessible label: "Centre pile 1: 4 of clubs on top,
/// needs a 5".
pub fn centre_label(w: &Words, view: &PlayerView, c: u8) -> String {
    let pile = view.centre(c);
    let needs = rank_with_article(w, view.centre_needs(c));
    let centre = ("centre", (c + 1).into());
    match (pile.last(), view.centre_king_stands_for(c)) {
        (Some(_), Some(rank)) => w.tr(
            "ui-table-centre-king",
            &[
                centre,
                ("rank", rank_name(w, rank).into()),
                ("needs", needs.into()),
            ],
        ),
        (Some(&top), None) => w.tr(
            "ui-table-centre-top",
            &[
                centre,
                ("card", card_name(w, top).into()),
                ("needs", needs.into()),
            ],
        ),
        (None, _) => w.tr("ui-table-centre-empty", &[centre, ("needs", needs.into())]),
    }
}

/// The reason a card was refused, on a dark label just above it.
fn paint_reason(p: &Painter, card: Rect, reason: &str) {
    let galley = p.layout(
        reason.to_owned(),
        FontId::proportional(14.0),
        Color32::WHITE,
        (card.width() * 3.0).max(220.0),
    );
    let size = galley.size() + Vec2::splat(10.0);
    let mut r =
        Rect::from_center_size(card.center_top() - Vec2::new(0.0, size.y * 0.5 + 4.0), size);
    // Keep it on the screen.
    let screen = p.clip_rect();
    r = r.translate(Vec2::new(
        (screen.left() - r.left()).max(0.0) + (screen.right() - r.right()).min(0.0),
        (screen.top() - r.top()).max(0.0),
    ));
    p.rect_filled(r, 6.0, Color32::from_black_alpha(210));
    p.galley(r.min + Vec2::splat(5.0), galley, Color32::WHITE);
}

/// A key's letter on a small dark tab inside the card's top-right corner
/// (which a card face leaves blank): the outlines round a held card or a
/// legal target, drawn outside the card, never cover it, nor does the next
/// card of a tight hand.
fn key_caption(p: &Painter, card: Rect, key: &str) {
    if key.is_empty() {
        return;
    }
    let galley = p.layout_no_wrap(key.to_owned(), FontId::monospace(11.0), Color32::WHITE);
    let size = galley.size() + Vec2::new(6.0, 2.0);
    let tab = Rect::from_min_size(
        Pos2::new(card.right() - size.x - 2.0, card.top() + 2.0),
        size,
    );
    p.rect_filled(tab, 3.0, Color32::from_black_alpha(140));
    p.galley(tab.min + Vec2::new(3.0, 1.0), galley, Color32::WHITE);
}

/// The key that picks up the card at `from` ("" for none; a hand card's
/// by the slot `hand_order` shows it in).
fn source_key(from: Source, hand_order: &[usize]) -> &'static str {
    let key = match from {
        Source::Hand(i) => {
            let i = usize::from(i);
            keys::HAND
                .get(hand_order.get(i).copied().unwrap_or(i))
                .copied()
        }
        Source::Payoff => Some(keys::PAYOFF),
        Source::Side(p) => keys::SIDE.get(usize::from(p)).copied(),
        Source::PartnerPayoff => None,
    };
    key.map_or("", keys::name)
}

/// The line over a seat: its name, its side's match points, and for
/// another seat the cards in its hand ("Computer · 12 points · 5 in hand").
pub fn seat_caption(s: &dyn TableFace, view: &PlayerView, seat: u8) -> String {
    let mut line = seat_name_points(s, seat);
    if seat != view.seat() {
        let n = view.hand_count(seat);
        line += &format!("  ·  {}", s.tr("ui-table-in-hand", &[("count", n.into())]));
    }
    line
}

/// The size of a seat's line.
pub const SEAT_FONT: f32 = 15.0;

/// The line drawn over a seat, ▶ marking whose turn it is: its caption
/// if it fits in `room` (`width` measures a text at `SEAT_FONT`), else,
/// in a long language, without the cards in its hand (counted on its
/// face-down hand, and said when the pointer is over it), else the name
/// alone (the points are in the match score).
pub fn seat_line(
    s: &dyn TableFace,
    view: &PlayerView,
    seat: u8,
    room: f32,
    width: impl Fn(&str) -> f32,
) -> String {
    let marker = if s.shown_turn() == Some(seat) {
        "▶ "
    } else {
        ""
    };
    let whole = format!("{marker}{}", seat_caption(s, view, seat));
    if width(&whole) <= room {
        return whole;
    }
    let shorter = format!("{marker}{}", seat_name_points(s, seat));
    if width(&shorter) <= room {
        return shorter;
    }
    format!("{marker}{}", s.seat_name(seat))
}

/// How wide another seat's line may be: within the partner's box, else up
/// to `right`, the table's edge.
pub fn seat_room(b: &SeatBox, boxed: bool, right: f32) -> f32 {
    let edge = right - b.area.left();
    if boxed {
        b.area.width().min(edge)
    } else {
        edge
    }
}

/// What another seat's empty hand shows: the word, else a count of none.
pub fn hand_slot_captions(w: &Words) -> [String; 2] {
    [w.tr("ui-table-slot-hand", &[]), "0".to_owned()]
}

/// What an empty side pile at another seat shows: the word, else (a long
/// language, a small card) the pile's number.
pub fn side_slot_captions(w: &Words, pile: usize) -> [String; 2] {
    [w.tr("ui-table-slot-side", &[]), (pile + 1).to_string()]
}

/// A seat's name and its side's match points ("Computer · 12 points").
fn seat_name_points(s: &dyn TableFace, seat: u8) -> String {
    let mut line = s.seat_name(seat);
    if let Some(points) = s.points(seat) {
        line += &format!(
            "  ·  {}",
            s.tr("ui-result-points", &[("count", points.into())])
        );
    }
    line
}

/// A seat's pay-off pile, side piles, name and (for others) face-down hand.
fn draw_seat(
    p: &Painter,
    b: &SeatBox,
    view: &PlayerView,
    s: &dyn TableFace,
    hidden: Option<Place>,
    ink: Color32,
) {
    let seat = b.seat;
    let me = seat == view.seat();
    let rules = view.rules();
    // Name line, with the turn and partners marked.
    let to_play = s.shown_turn() == Some(seat);
    let colour = if to_play { TURN } else { ink };
    // Our own name sits a little higher, clear of the ring round a held
    // pay-off card (the gap above our seat is free felt).
    let lift = if me { Vec2::new(0.0, -5.0) } else { Vec2::ZERO };
    let boxed = rules.partnership && rules.partner(view.seat()) == Some(seat);
    let room = seat_room(b, boxed, p.clip_rect().right());
    let text = seat_line(s, view, seat, room, |t| {
        p.layout_no_wrap(t.to_owned(), FontId::proportional(SEAT_FONT), colour)
            .size()
            .x
    });
    p.text(
        b.area.left_top() + lift,
        Align2::LEFT_TOP,
        text,
        FontId::proportional(SEAT_FONT),
        colour,
    );
    if boxed {
        // Under the face-down hand, where no pile fans out.
        p.text(
            b.area.right_bottom(),
            Align2::RIGHT_BOTTOM,
            s.tr("ui-table-partner", &[]),
            FontId::proportional(14.0),
            PARTNER,
        );
        paint_ring(p, b.area.expand(3.0), PARTNER.gamma_multiply(0.5), 1.5);
    }

    // Pay-off pile with its count.
    let count = view.payoff_count(seat);
    if hidden == Some(Place::Payoff(seat)) {
        if count > 1 {
            paint_back(p, b.payoff);
        } else {
            paint_slot(p, b.payoff, "", ink);
        }
    } else {
        match view.payoff_top(seat) {
            Some(c) => paint_face(p, b.payoff, c),
            None if count > 0 => paint_back(p, b.payoff),
            None => paint_slot(p, b.payoff, &empty(s.ui(), "payoff"), ink),
        }
    }
    // Others' captions start at the card's left edge: centred under a small
    // card they would stick out past a seat at the window's edge.
    let (at, align) = if me {
        (b.payoff.center_bottom(), Align2::CENTER_TOP)
    } else {
        (b.payoff.left_bottom(), Align2::LEFT_TOP)
    };
    let caption = if me {
        Some(s.tr("ui-table-caption-payoff", &[("count", count.into())]))
    } else {
        let room = b.sides[0].left() - b.payoff.left() - 4.0;
        others_payoff_caption(s.ui(), count, room, |t| {
            p.layout_no_wrap(t.to_owned(), FontId::proportional(12.0), ink)
                .size()
                .x
        })
    };
    match caption {
        Some(caption) => {
            p.text(
                // Below the ring round a held pay-off card, where there is room.
                at + Vec2::new(0.0, if me { 7.0 } else { 3.0 }),
                align,
                caption,
                FontId::proportional(if me { 14.0 } else { 12.0 }),
                ink,
            );
        }
        // The word has no room beside so small a card: the count goes on
        // the pile, as a face-down hand's does (its label names the pile).
        None if count > 0 => count_badge(p, b.payoff, count),
        None => {}
    }

    // Side piles, fanned downwards so the lower cards show.
    for pile in 0..SIDE_PILES {
        let cards = view.side(seat, pile as u8);
        let mut n = cards.len();
        if hidden
            == Some(Place::Side {
                seat,
                pile: pile as u8,
            })
        {
            n = n.saturating_sub(1);
        }
        if n == 0 {
            let [word, number] = side_slot_captions(s.ui(), pile);
            paint_slot_fitting(p, b.sides[pile], &[&word, &number], ink);
            continue;
        }
        let fan = b.side_fan(n);
        if fan.has_marker() {
            paint_packed(p, b.side_card(pile, 0, n), fan.step, fan.packed);
        }
        for i in fan.shown() {
            let r = b.side_card(pile, i, n);
            if i + 1 < n {
                paint_covered(p, r, fan.step, cards[i]);
            } else {
                paint_face(p, r, cards[i]);
            }
        }
    }

    // Another seat's hand, face down.
    if !me {
        let mut n = view.hand_count(seat);
        if matches!(hidden, Some(Place::Hand { seat: h, .. }) if h == seat) {
            n = n.saturating_sub(1);
        }
        for i in 0..n {
            paint_back(
                p,
                b.hand.translate(Vec2::new(b.hand_step() * i as f32, 0.0)),
            );
        }
        if n > 0 {
            let last = b
                .hand
                .translate(Vec2::new(b.hand_step() * (n - 1) as f32, 0.0));
            count_badge(p, last, n);
        }
        if n == 0 {
            let [word, none] = hand_slot_captions(s.ui());
            paint_slot_fitting(p, b.hand, &[&word, &none], ink);
        }
    }
}

/// How many cards a face-down hand holds, on a dark tab at the bottom of
/// its top card: a seat's line leaves it out when the line has no room.
fn count_badge(p: &Painter, card: Rect, n: usize) {
    let galley = p.layout_no_wrap(n.to_string(), FontId::proportional(11.0), Color32::WHITE);
    let size = galley.size() + Vec2::new(6.0, 2.0);
    let tab = Rect::from_min_size(
        Pos2::new(card.right() - size.x - 2.0, card.bottom() - size.y - 2.0),
        size,
    );
    p.rect_filled(tab, 3.0, Color32::from_black_alpha(170));
    p.galley(tab.min + Vec2::new(3.0, 1.0), galley, Color32::WHITE);
}

/// Another seat's pay-off caption: "pay-off 20" where it fits under the
/// card (`room` wide, `width` measuring at 12 px), else the word over the
/// count on two lines (one line would run under the first side pile, and
/// a bare count under the pile says nothing of what it counts); `None`
/// when not even the word fits (the smallest cards, six seats at
/// 800x600): the count then goes on the pile itself.
pub fn others_payoff_caption(
    w: &Words,
    count: usize,
    room: f32,
    width: impl Fn(&str) -> f32,
) -> Option<String> {
    let one = w.tr("ui-table-caption-payoff", &[("count", count.into())]);
    let word = w.tr("ui-table-caption-payoff-word", &[]);
    if width(&one) <= room {
        Some(one)
    } else if width(&word) <= room {
        Some(format!("{word}\n{count}"))
    } else {
        None
    }
}

/// An empty pile's word (`what`: payoff, side, centre, stock, hand-card).
fn empty(w: &Words, what: &str) -> String {
    w.tr("ui-table-empty", &[("what", what.into())])
}

fn draw_stock(w: &Words, p: &Painter, l: &Layout, view: &PlayerView, ink: Color32) {
    let n = view.stock_count();
    if n > 0 {
        paint_back(p, l.stock);
    } else {
        paint_slot(p, l.stock, &empty(w, "stock"), ink);
    }
    let mut caption = w.tr("ui-table-caption-stock", &[("count", n.into())]);
    let aside = view.set_aside().len();
    if aside > 0 {
        caption += " · ";
        caption += &w.tr("ui-table-caption-aside", &[("count", aside.into())]);
    }
    p.text(
        l.stock.center_bottom() + Vec2::new(0.0, 3.0),
        Align2::CENTER_TOP,
        caption,
        FontId::proportional(13.0),
        ink,
    );
    // Which rules are in force: a classic game looks much like a g4a one.
    let rules = rules_caption(p.ctx(), w, view.rules(), l, ink.gamma_multiply(0.6));
    let at = l.stock.center_bottom() + Vec2::new(-rules.size().x / 2.0, 18.0);
    p.galley(at, rules, ink);
}

/// The rules in force in one line under the stock, cut short with "…"
/// where it would run into the first centre pile's caption (the whole of
/// it is in the stock's label, the title bar and the Rules window).
pub fn rules_caption(
    ctx: &egui::Context,
    w: &Words,
    rules: &spite_core::Rules,
    l: &Layout,
    colour: Color32,
) -> std::sync::Arc<egui::Galley> {
    // Centred under the stock: twice the room to the first centre pile,
    // less a gap.
    let room = l.centre.first().map_or(f32::INFINITY, |c| {
        2.0 * (c.left() - l.stock.center().x) - 8.0
    });
    let mut job = egui::text::LayoutJob::simple_singleline(
        rules_words(w, rules),
        FontId::proportional(11.0),
        colour,
    );
    job.wrap = egui::text::TextWrapping::truncate_at_width(room);
    ctx.fonts_mut(|f| f.layout_job(job))
}

/// A centre pile with its caption ("K = 6 · needs 7") on a patch of felt,
/// so an outline round the pile never runs through it.
fn draw_centre(
    w: &Words,
    p: &Painter,
    r: Rect,
    room: f32,
    view: &PlayerView,
    (c, flown): (u8, bool),
    (cloth, ink): (Color32, Color32),
) {
    let mut pile = view.centre(c);
    // The winning card is drawn in flight, not on its pile as well.
    if flown {
        pile = &pile[..pile.len().saturating_sub(1)];
    }
    match pile.last() {
        Some(&top) => paint_face(p, r, top),
        None => paint_slot(p, r, "A", ink),
    }
    let (caption, key) = centre_words(w, view, c, r.width(), room, |text, px| {
        p.layout_no_wrap(text.to_owned(), FontId::proportional(px), ink)
            .size()
            .x
    });
    let galley = p.layout_no_wrap(caption, FontId::proportional(13.0), ink);
    let at = Align2::CENTER_TOP.anchor_size(r.center_bottom() + Vec2::new(0.0, 3.0), galley.size());
    // Just the text's box: wider, it would clip a neighbour's caption in a
    // small window.
    p.rect_filled(at, 2.0, cloth);
    p.galley(at.min, galley, ink);
    p.text(
        r.center_bottom() + Vec2::new(0.0, 18.0),
        Align2::CENTER_TOP,
        key,
        FontId::proportional(11.0),
        ink.gamma_multiply(0.6),
    );
}

/// The two lines under centre pile `c` (a card `card_width` wide, `room`
/// from the next pile's centre): its caption ("K = 6 · needs 7", 13 px)
/// and its key ("centre 1 · key A", 11 px), each in its long form when
/// the card is wide enough and the words fit the room (`width` measures a
/// text at a size), else a shorter one ("K=6 · 7", "centre 1 · A", else
/// "1 · A"): a long language's words never run into the next pile's, and
/// the key's line always names its pile.
pub fn centre_words(
    w: &Words,
    view: &PlayerView,
    c: u8,
    card_width: f32,
    room: f32,
    width: impl Fn(&str, f32) -> f32,
) -> (String, String) {
    let wide = card_width >= 70.0;
    let long = centre_caption(w, view, c);
    let caption = if wide && width(&long, 13.0) <= room - 8.0 {
        long
    } else {
        centre_caption_short(w, view, c)
    };
    let key = keys::CENTRE
        .get(usize::from(c))
        .map_or("", |&k| keys::name(k));
    let long = w.tr(
        "ui-table-caption-centre-key",
        &[("centre", (c + 1).into()), ("key", key.into())],
    );
    let shorter = w.tr(
        "ui-table-caption-key",
        &[("centre", (c + 1).into()), ("key", key.into())],
    );
    let key = if wide && width(&long, 11.0) <= room - 8.0 {
        long
    } else if width(&shorter, 11.0) <= room - 8.0 {
        shorter
    } else {
        // Digits and the key's letter, in any language.
        format!("{} · {key}", c + 1)
    };
    (caption, key)
}

/// The words under a centre pile: "needs 5", "K = 4 · needs 5".
pub fn centre_caption(w: &Words, view: &PlayerView, c: u8) -> String {
    let needs = w.tr(
        "ui-table-caption-needs",
        &[("rank", view.centre_needs(c).face().into())],
    );
    match view.centre_king_stands_for(c) {
        Some(rank) => format!(
            "{} · {needs}",
            w.tr("ui-table-caption-king", &[("rank", rank.face().into())])
        ),
        None => needs,
    }
}

/// The words under a narrow centre pile: "needs 5", "K=4 · 5".
pub fn centre_caption_short(w: &Words, view: &PlayerView, c: u8) -> String {
    let needs = view.centre_needs(c).face();
    match view.centre_king_stands_for(c) {
        Some(rank) => format!("K={} · {needs}", rank.face()),
        None => w.tr("ui-table-caption-needs", &[("rank", needs.into())]),
    }
}

/// Tests and keyboard play find places on the table by these positions.
pub fn pos_of(l: &Layout, place: Place) -> Pos2 {
    l.place_rect(place, |_, _| 1).center()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_hand_card_rises_and_a_held_pile_card_keeps_its_place() {
        let r = Rect::from_min_size(Pos2::new(100.0, 400.0), Vec2::new(80.0, 114.0));
        let hand = raised(Source::Hand(0), r);
        assert!(
            hand.top() < r.top() && hand.bottom() < r.bottom(),
            "{hand:?}"
        );
        assert!(hand.width() > r.width(), "{hand:?}");
        // The seat's line sits just above the pay-off pile: nothing of a
        // held pile card goes higher than the card itself.
        for from in [Source::Payoff, Source::Side(1), Source::PartnerPayoff] {
            assert_eq!(raised(from, r), r, "{from:?}");
        }
    }
}
