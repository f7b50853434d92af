//! How the window is opened: which renderer draws it, read from the command
//! line (`--renderer glow|wgpu`) or the `SPITE_GUI_RENDERER` variable. Plain
//! Rust so it is tested without a window; `main` turns it into eframe's
//! `NativeOptions`.

/// The graphics back end that draws the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RendererChoice {
    /// OpenGL through glow (on a machine without a GPU: Mesa's llvmpipe).
    Glow,
    /// wgpu (Vulkan, Metal, DX12 or GL; without a GPU: Mesa's lavapipe).
    Wgpu,
}

impl RendererChoice {
    /// The default: see docs/performance.md, "Desktop GUI", for the
    /// measurements behind it.
    pub const DEFAULT: RendererChoice = RendererChoice::Glow;

    pub fn parse(s: &str) -> Option<RendererChoice> {
        match s.trim().to_ascii_lowercase().as_str() {
            "glow" | "gl" | "opengl" => Some(RendererChoice::Glow),
            "wgpu" | "vulkan" => Some(RendererChoice::Wgpu),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            RendererChoice::Glow => "glow",
            RendererChoice::Wgpu => "wgpu",
        }
    }
}

/// What the command line and the environment asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    pub renderer: RendererChoice,
    /// Print the usage and exit.
    pub help: bool,
    /// `--lang`: the window's language for this run.
    pub lang: Option<spite_i18n::Language>,
    /// `--review FILE`: a saved match whose game is reviewed on opening.
    pub review: Option<std::path::PathBuf>,
    /// Warnings about arguments that were not understood (the window opens
    /// anyway, with the defaults for them).
    pub warnings: Vec<String>,
}

pub const USAGE: &str = "\
spite-gui: the Spite & Malice table

Usage: spite-gui [--renderer glow|wgpu] [--lang en|nl|ms|pt|bg] [--review FILE]

  --renderer glow   draw with OpenGL (the default)
  --renderer wgpu   draw with wgpu (Vulkan and others)
  --lang CODE       the window's language: en, nl, ms, pt or bg (also a
                    locale such as pt_BR.UTF-8); without it, the language
                    chosen in Settings, else the system's
  --review FILE     review the game of a match saved by the terminal
                    game's 'save FILE' (from the first seat)
  -h, --help        this text

Environment: SPITE_GUI_RENDERER=glow|wgpu does the same as --renderer
(the command line wins); SPITE_GUI_TIMING=1 measures start-up and frame
time (see docs/gui.md).";

impl Launch {
    /// Reads the arguments (without the program name) and the value of
    /// `SPITE_GUI_RENDERER`. Never fails: what is not understood is a warning.
    pub fn parse(args: &[String], env_renderer: Option<&str>) -> Launch {
        let mut launch = Launch {
            renderer: RendererChoice::DEFAULT,
            help: false,
            lang: None,
            review: None,
            warnings: vec![],
        };
        if let Some(v) = env_renderer {
            match RendererChoice::parse(v) {
                Some(r) => launch.renderer = r,
                None => launch.warnings.push(format!(
                    "SPITE_GUI_RENDERER={v:?} is not glow or wgpu; using {}",
                    launch.renderer.name()
                )),
            }
        }
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let value = if arg == "--renderer" {
                it.next().map(String::as_str)
            } else if let Some(v) = arg.strip_prefix("--renderer=") {
                Some(v)
            } else if arg == "--lang" || arg.starts_with("--lang=") {
                let v = match arg.strip_prefix("--lang=") {
                    Some(v) => Some(v.to_owned()),
                    None => it.next().cloned(),
                };
                match v.as_deref().map(str::parse::<spite_i18n::Language>) {
                    Some(Ok(l)) => launch.lang = Some(l),
                    Some(Err(e)) => launch.warnings.push(e.to_string()),
                    None => launch
                        .warnings
                        .push("--lang takes en, nl, ms, pt or bg".to_owned()),
                }
                continue;
            } else if arg == "--review" {
                match it.next() {
                    Some(file) => launch.review = Some(file.into()),
                    None => launch.warnings.push("--review takes a file".to_owned()),
                }
                continue;
            } else if arg == "-h" || arg == "--help" {
                launch.help = true;
                continue;
            } else {
                launch.warnings.push(format!("unknown argument {arg:?}"));
                continue;
            };
            match value.and_then(RendererChoice::parse) {
                Some(r) => launch.renderer = r,
                None => launch.warnings.push(format!(
                    "--renderer takes glow or wgpu (got {}); using {}",
                    value.map_or("nothing".to_owned(), |v| format!("{v:?}")),
                    launch.renderer.name()
                )),
            }
        }
        launch
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn the_command_line_wins_over_the_environment() {
        let l = Launch::parse(&args(&["--renderer", "wgpu"]), Some("glow"));
        assert_eq!(l.renderer, RendererChoice::Wgpu);
        assert!(l.warnings.is_empty());
        let l = Launch::parse(&args(&["--renderer=GL"]), Some("wgpu"));
        assert_eq!(l.renderer, RendererChoice::Glow);
        let l = Launch::parse(&[], Some("wgpu"));
        assert_eq!(l.renderer, RendererChoice::Wgpu);
        let l = Launch::parse(&[], None);
        assert_eq!(l.renderer, RendererChoice::DEFAULT);
    }

    #[test]
    fn nonsense_is_a_warning_not_a_failure() {
        let l = Launch::parse(&args(&["--renderer", "directx", "--fast"]), Some("x"));
        assert_eq!(l.renderer, RendererChoice::DEFAULT);
        assert_eq!(l.warnings.len(), 3, "{:?}", l.warnings);
        let l = Launch::parse(&args(&["--renderer"]), None);
        assert_eq!(l.renderer, RendererChoice::DEFAULT);
        assert!(l.warnings[0].contains("nothing"));
        assert!(Launch::parse(&args(&["-h"]), None).help);
        let l = Launch::parse(&args(&["--lang", "klingon"]), None);
        assert_eq!((l.lang, l.warnings.len()), (None, 1));
    }

    #[test]
    fn lang_takes_codes_and_locales() {
        use spite_i18n::Language;
        let l = Launch::parse(&args(&["--lang", "bg"]), None);
        assert_eq!(l.lang, Some(Language::Bulgarian));
        let l = Launch::parse(&args(&["--lang=pt_BR.UTF-8"]), None);
        assert_eq!(l.lang, Some(Language::Portuguese));
        assert!(l.warnings.is_empty());
        let l = Launch::parse(&args(&["--review", "m.json"]), None);
        assert_eq!(l.review, Some("m.json".into()));
        assert_eq!(Launch::parse(&args(&["--review"]), None).warnings.len(), 1);
    }
}
