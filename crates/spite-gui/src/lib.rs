//! # spite-gui: a Spite & Malice table in a window
//!
//! The logic (one `session` around a spite-table `Client`, played here or
//! online, selection, animation queue) is plain Rust in its own modules,
//! tested without a window; `app`, `panels` and `table_ui`
//! draw it with egui.

pub mod anim;
pub mod app;
pub mod cards;
pub mod face;
pub mod fan;
pub mod felt;
pub mod game;
pub mod guide;
pub mod hand_slots;
pub mod icon;
pub mod keys;
pub mod lang;
pub mod launch;
pub mod layout;
pub mod local;
pub mod look;
pub mod marks;
pub mod online;
pub mod panels;
pub mod persist;
pub mod review;
pub mod screen;
pub mod session;
pub mod settings;
pub mod sound;
pub mod stats;
pub mod table_ui;
pub mod testing;
pub mod timing;
pub mod toolbar;
pub mod win;
pub mod words;

pub use app::{APP_ID, SpiteApp};
