//! Sound: which happening at the table plays which sound ([`sounds_of`],
//! from the engine's events, never from words), and the [`Speaker`] that
//! plays them.
//!
//! The speaker plays on a thread of its own, opened the first time a sound
//! is wanted with sound on (so a player who never turns sound on never
//! opens an audio device). A machine with no audio output (CI, Xvfb, a
//! server) is told once on stderr and then plays silently; the window
//! never waits for the device and never panics over it.
//!
//! The sounds are in `assets/sounds/` (made by its `make.py`; see its
//! README) and built into the program.

use std::io::Cursor;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use spite_core::{Event, Rules, Seat, Status, Target};

/// One of the window's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A card slid to a side pile (a discard).
    Slide,
    /// A card played to a centre pile.
    PlayCentre,
    /// A centre pile was completed and cleared.
    PileDone,
    /// A turn of a person at this screen begins.
    YourTurn,
    /// The game was won by a person at this screen (or their side).
    Win,
    /// The game was won by another side.
    Loss,
}

impl Sound {
    pub const ALL: [Sound; 6] = [
        Sound::Slide,
        Sound::PlayCentre,
        Sound::PileDone,
        Sound::YourTurn,
        Sound::Win,
        Sound::Loss,
    ];

    /// The sound's WAV file, built into the program.
    pub fn wav(self) -> &'static [u8] {
        match self {
            Sound::Slide => include_bytes!("../../../assets/sounds/slide.wav"),
            Sound::PlayCentre => include_bytes!("../../../assets/sounds/centre.wav"),
            Sound::PileDone => include_bytes!("../../../assets/sounds/pile.wav"),
            Sound::YourTurn => include_bytes!("../../../assets/sounds/turn.wav"),
            Sound::Win => include_bytes!("../../../assets/sounds/win.wav"),
            Sound::Loss => include_bytes!("../../../assets/sounds/loss.wav"),
        }
    }
}

/// The sounds of one move's `events`, as heard at a screen where the seats
/// `yours` are played: each card's sound, a completed pile, the turn
/// coming to one of `yours`, the game won or lost (by side, so a partner's
/// win is a win). A drawn game plays neither.
pub fn sounds_of(events: &[Event], rules: &Rules, yours: &[Seat]) -> Vec<Sound> {
    let my_side = |seat: Seat| {
        yours
            .iter()
            .any(|&mine| rules.side_of(mine) == rules.side_of(seat))
    };
    let mut out = vec![];
    for e in events {
        let sound = match *e {
            Event::Played { mv, .. } => match mv.to {
                Target::Centre(_) => Sound::PlayCentre,
                Target::Side(_) => Sound::Slide,
            },
            Event::PileCompleted { .. } => Sound::PileDone,
            Event::TurnPassed { seat } if yours.contains(&seat) => Sound::YourTurn,
            Event::GameOver {
                result: Status::Won { winner, .. },
            } => {
                if my_side(winner) {
                    Sound::Win
                } else {
                    Sound::Loss
                }
            }
            _ => continue,
        };
        out.push(sound);
    }
    out
}

/// Where the sounds go once the device is open (the audio thread's).
pub trait Output {
    fn play(&self, sound: Sound);
}

/// Opens the audio output, on the audio thread; `Err` says why there is none.
pub type Opener = Box<dyn FnOnce() -> Result<Box<dyn Output>, String> + Send>;

/// What became of the audio output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Device {
    /// Not asked for yet (no sound has been wanted with sound on).
    Unopened,
    /// Being opened on the audio thread.
    Opening,
    Open,
    /// There is none (the reason, as told once on stderr): silent.
    Missing(String),
}

/// A sound asked for longer ago than this (while the device was being
/// opened) is dropped rather than played late.
const STALE: Duration = Duration::from_millis(400);

/// Plays sounds when on; silent when off. Cheap to ask: `play` hands the
/// sounds to the audio thread and returns at once.
pub struct Speaker {
    on: bool,
    line: Option<Sender<(Sound, Instant)>>,
    opener: Option<Opener>,
    device: Arc<Mutex<Device>>,
    stale: Duration,
}

impl Speaker {
    /// A speaker for the system's default audio output.
    pub fn new(on: bool) -> Speaker {
        Speaker::with_opener(on, Box::new(open_default))
    }

    /// A speaker that opens its output with `opener` (tests give one that
    /// fails or is slow).
    pub fn with_opener(on: bool, opener: Opener) -> Speaker {
        Speaker {
            on,
            line: None,
            opener: Some(opener),
            device: Arc::new(Mutex::new(Device::Unopened)),
            stale: STALE,
        }
    }

    /// Sounds waiting longer than `stale` for the device are dropped
    /// (tests on a loaded machine wait longer than the window would).
    pub fn stale_after(mut self, stale: Duration) -> Speaker {
        self.stale = stale;
        self
    }

    pub fn set_on(&mut self, on: bool) {
        self.on = on;
    }

    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Plays `sounds` (all at once, mixed) if sound is on.
    pub fn play(&mut self, sounds: &[Sound]) {
        if !self.on || sounds.is_empty() {
            return;
        }
        let now = Instant::now();
        if let Some(line) = self.line() {
            for &s in sounds {
                // The audio thread has ended (no device): nothing to play on.
                let _ = line.send((s, now));
            }
        }
    }

    /// Opens the audio output now (on its thread) if sound is on, so that
    /// [`Speaker::device`] soon tells whether there is one.
    pub fn open(&mut self) {
        if self.on {
            let _ = self.line();
        }
    }

    /// What became of the audio output.
    pub fn device(&self) -> Device {
        self.device
            .lock()
            .map(|d| d.clone())
            .unwrap_or_else(|e| e.into_inner().clone())
    }

    /// The line to the audio thread, started the first time it is needed.
    fn line(&mut self) -> Option<&Sender<(Sound, Instant)>> {
        if self.line.is_none() {
            let opener = self.opener.take()?;
            let (tx, rx) = mpsc::channel();
            let device = Arc::clone(&self.device);
            set(&device, Device::Opening);
            let stale = self.stale;
            let started = std::thread::Builder::new()
                .name("spite-sound".into())
                .spawn(move || audio_thread(opener, rx, device, stale));
            if let Err(e) = started {
                let why = format!("no thread for sound: {e}");
                eprintln!("spite-gui: sound is off: {why}");
                set(&self.device, Device::Missing(why));
                return None;
            }
            self.line = Some(tx);
        }
        self.line.as_ref()
    }
}

fn set(device: &Mutex<Device>, to: Device) {
    match device.lock() {
        Ok(mut d) => *d = to,
        Err(e) => *e.into_inner() = to,
    }
}

/// Opens the output, then plays what arrives until the window closes (the
/// sender is dropped), dropping what waited longer than `stale`; with no
/// output, says why once and ends.
fn audio_thread(
    opener: Opener,
    rx: Receiver<(Sound, Instant)>,
    device: Arc<Mutex<Device>>,
    stale: Duration,
) {
    let out = match opener() {
        Ok(out) => out,
        Err(why) => {
            eprintln!("spite-gui: sound is off: no audio output ({why})");
            set(&device, Device::Missing(why));
            return;
        }
    };
    set(&device, Device::Open);
    for (sound, asked) in rx {
        if asked.elapsed() <= stale {
            out.play(sound);
        }
    }
}

/// The system's default output through rodio's mixer (which mixes and plays
/// on cpal's own thread).
struct RodioOutput(rodio::MixerDeviceSink);

impl Output for RodioOutput {
    fn play(&self, sound: Sound) {
        match rodio::Decoder::new_wav(Cursor::new(sound.wav())) {
            Ok(source) => self.0.mixer().add(source),
            Err(e) => eprintln!("spite-gui: sound {sound:?} not played: {e}"),
        }
    }
}

fn open_default() -> Result<Box<dyn Output>, String> {
    let mut sink = rodio::DeviceSinkBuilder::open_default_sink().map_err(|e| with_causes(&e))?;
    sink.log_on_drop(false);
    Ok(Box::new(RodioOutput(sink)))
}

/// An error and its causes, "outer: inner: …" (rodio's own words leave
/// the device's reason to its source).
fn with_causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text.push_str(": ");
        text.push_str(&c.to_string());
        cause = c.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::{Card, Move, Rank, Source, Suit};

    fn played(seat: Seat, to: Target) -> Event {
        Event::Played {
            seat,
            mv: Move::new(Source::Hand(0), to),
            card: Card::new(Rank::ACE, Suit::Spades),
            counts_as: None,
        }
    }

    fn won(winner: Seat) -> Event {
        Event::GameOver {
            result: Status::Won { winner, points: 5 },
        }
    }

    #[test]
    fn each_happening_plays_its_sound() {
        let rules = Rules::g4a();
        let me = [0];
        let heard = |events: &[Event]| sounds_of(events, &rules, &me);
        assert_eq!(
            heard(&[played(0, Target::Centre(1))]),
            vec![Sound::PlayCentre]
        );
        assert_eq!(heard(&[played(1, Target::Side(2))]), vec![Sound::Slide]);
        assert_eq!(
            heard(&[
                played(0, Target::Centre(0)),
                Event::PileCompleted { centre: 0 }
            ]),
            vec![Sound::PlayCentre, Sound::PileDone]
        );
        // The computer's discard hands the turn to me; its own turn is silent.
        assert_eq!(
            heard(&[played(1, Target::Side(0)), Event::TurnPassed { seat: 0 }]),
            vec![Sound::Slide, Sound::YourTurn]
        );
        assert_eq!(
            heard(&[played(0, Target::Side(0)), Event::TurnPassed { seat: 1 }]),
            vec![Sound::Slide]
        );
        assert_eq!(
            heard(&[played(0, Target::Centre(2)), won(0)]),
            vec![Sound::PlayCentre, Sound::Win]
        );
        assert_eq!(
            heard(&[played(1, Target::Centre(2)), won(1)]),
            vec![Sound::PlayCentre, Sound::Loss]
        );
        let drawn = Event::GameOver {
            result: Status::Drawn,
        };
        assert_eq!(heard(&[drawn]), vec![]);
        // Drawing cards and a shuffled stock make no sound of their own.
        assert_eq!(
            heard(&[
                Event::StockShuffled { stock: 30 },
                Event::Drew {
                    seat: 0,
                    count: 5,
                    cards: None
                }
            ]),
            vec![]
        );
    }

    #[test]
    fn a_partners_win_is_a_win_and_only_your_seats_turn_chimes() {
        let rules = Rules {
            players: 4,
            partnership: true,
            ..Rules::g4a()
        };
        rules.validate().expect("four players in partnerships");
        // Seats 0 and 2 are partners.
        assert_eq!(sounds_of(&[won(2)], &rules, &[0]), vec![Sound::Win]);
        assert_eq!(sounds_of(&[won(3)], &rules, &[0]), vec![Sound::Loss]);
        let partners_turn = Event::TurnPassed { seat: 2 };
        assert_eq!(sounds_of(&[partners_turn], &rules, &[0]), vec![]);
        // Two people at one screen (hot-seat): each one's turn chimes.
        assert_eq!(
            sounds_of(&[partners_turn], &rules, &[0, 2]),
            vec![Sound::YourTurn]
        );
    }

    #[test]
    fn every_sound_is_a_short_wav_the_decoder_reads() {
        for s in Sound::ALL {
            let wav = s.wav();
            assert!(wav.len() < 32_000, "{s:?}: {} bytes", wav.len());
            let source = rodio::Decoder::new_wav(Cursor::new(wav));
            assert!(source.is_ok(), "{s:?}: {:?}", source.err());
        }
    }

    /// An output that records what it played.
    struct Recorder(Arc<Mutex<Vec<Sound>>>);
    impl Output for Recorder {
        fn play(&self, sound: Sound) {
            self.0.lock().unwrap().push(sound);
        }
    }

    fn wait_for(speaker: &Speaker, done: impl Fn(&Device) -> bool) -> Device {
        let start = Instant::now();
        loop {
            let d = speaker.device();
            if done(&d) || start.elapsed() > Duration::from_secs(10) {
                return d;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn with_no_audio_output_the_speaker_says_why_and_stays_silent() {
        let mut speaker = Speaker::with_opener(true, Box::new(|| Err("no sound card".into())));
        assert_eq!(speaker.device(), Device::Unopened);
        speaker.play(&[Sound::PlayCentre]);
        let d = wait_for(&speaker, |d| matches!(d, Device::Missing(_)));
        assert_eq!(d, Device::Missing("no sound card".into()));
        // Later sounds are dropped without a word or a panic.
        speaker.play(&[Sound::Win, Sound::Slide]);
        assert_eq!(speaker.device(), Device::Missing("no sound card".into()));
    }

    #[test]
    fn the_speaker_opens_nothing_while_off_and_never_waits_for_the_device() {
        let heard = Arc::new(Mutex::new(vec![]));
        let out = Arc::clone(&heard);
        let mut speaker = Speaker::with_opener(
            false,
            Box::new(move || {
                // A device that takes its time to open.
                std::thread::sleep(Duration::from_millis(300));
                Ok(Box::new(Recorder(out)) as Box<dyn Output>)
            }),
        )
        .stale_after(Duration::from_secs(60));
        speaker.play(&[Sound::Slide]);
        assert_eq!(speaker.device(), Device::Unopened, "off: nothing opened");
        speaker.set_on(true);
        let asked = Instant::now();
        speaker.play(&[Sound::PlayCentre, Sound::PileDone]);
        assert!(
            asked.elapsed() < Duration::from_millis(100),
            "play returned only after {:?}",
            asked.elapsed()
        );
        wait_for(&speaker, |d| *d == Device::Open);
        speaker.play(&[Sound::YourTurn]);
        let start = Instant::now();
        while heard.lock().unwrap().len() < 3 && start.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(
            *heard.lock().unwrap(),
            vec![Sound::PlayCentre, Sound::PileDone, Sound::YourTurn]
        );
    }

    #[test]
    fn sounds_that_waited_too_long_for_the_device_are_dropped() {
        let heard = Arc::new(Mutex::new(vec![]));
        let out = Arc::clone(&heard);
        let (open_tx, open_rx) = mpsc::channel::<()>();
        let mut speaker = Speaker::with_opener(
            true,
            Box::new(move || {
                // Opens only when the test says so.
                let _ = open_rx.recv();
                Ok(Box::new(Recorder(out)) as Box<dyn Output>)
            }),
        )
        .stale_after(Duration::from_millis(50));
        speaker.play(&[Sound::Slide]);
        std::thread::sleep(Duration::from_millis(120));
        open_tx.send(()).unwrap();
        wait_for(&speaker, |d| *d == Device::Open);
        // A fresh sound is played (the stale one before it is not); the
        // fresh one may itself go stale on a very loaded machine, so try
        // a few times.
        for _ in 0..50 {
            speaker.play(&[Sound::Win]);
            std::thread::sleep(Duration::from_millis(20));
            if !heard.lock().unwrap().is_empty() {
                break;
            }
        }
        let heard = heard.lock().unwrap();
        assert!(!heard.is_empty(), "nothing played");
        assert!(heard.iter().all(|&s| s == Sound::Win), "{heard:?}");
    }
}
