#!/usr/bin/env bash
# Builds the two Debian packages, `spite` (the terminal game, the engine
# protocol, the online server; manual pages in five languages, shell
# completions) and `spite-gui` (the window, its desktop entry and icon), then
# checks them on this machine: installs them, runs what they installed, and
# removes them again.
#
#   packaging/build-debs.sh                 # the shipping build ([profile.dist])
#   packaging/build-debs.sh --profile dev   # a quick build, to try this script
#   packaging/build-debs.sh --no-check      # build only
#
# The packages are written to TARGET/debian/ (TARGET is cargo's target
# directory). The shipping build is a release build with link-time
# optimisation: about an hour on two cores. The check needs root (dpkg;
# sudo is used if it is there), Xvfb and xprop (xvfb, x11-utils) and
# desktop-file-validate (desktop-file-utils). Packaging needs cargo-deb:
# `cargo install cargo-deb --locked`.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=dist
check=yes
while [ $# -gt 0 ]; do
  case $1 in
    --profile) profile=${2:?--profile needs a profile name}; shift 2 ;;
    --profile=*) profile=${1#*=}; shift ;;
    --no-check) check=no; shift ;;
    -h | --help) sed -n '2,18s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "build-debs.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

step() { printf '\n== %s\n' "$*"; }
fail() { echo "build-debs.sh: FAILED: $*" >&2; exit 1; }
command -v cargo-deb >/dev/null || fail "cargo-deb is missing: cargo install cargo-deb --locked"

target=$(cargo metadata --no-deps --format-version 1 |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
# cargo's folder for the profile's output (dev builds go to debug/).
case $profile in dev) out=$target/debug ;; *) out=$target/$profile ;; esac
debs=$target/debian

step "build ($profile profile)"
time cargo build --locked --profile "$profile" -p spite-cli -p spite-gui --bins

step "manual pages and shell completions (spite manpages)"
rm -rf "$out/packaging"
"$out/spite" manpages "$out/packaging"
# Compressed as Debian's policy wants (-n: no name or time inside, so the
# same pages give the same bytes).
find "$out/packaging/man" -name '*.1' -exec gzip -9n {} +
(cd "$out/packaging" && find . -type f | sort | sed 's/^/  /')

step "packages (cargo deb)"
rm -rf "$debs"
mkdir -p "$debs"
# A dev build's packages are only for trying this script: compressed fast.
fast=()
[ "$profile" = dev ] && fast=(--fast)
for crate in spite-cli spite-gui; do
  cargo deb --no-build --profile "$profile" -p "$crate" --output "$debs/" "${fast[@]}"
done
ls -l "$debs"
deb_cli=$(ls "$debs"/spite_*.deb)
deb_gui=$(ls "$debs"/spite-gui_*.deb)
for deb in "$deb_cli" "$deb_gui"; do
  echo "-- $(basename "$deb"):"
  dpkg-deb --field "$deb" Package Version Depends Installed-Size | sed 's/^/  /'
  dpkg-deb --contents "$deb" | awk '{print "  " $6}' | grep -v '/$'
done

[ "$check" = yes ] || exit 0

# ---------------------------------------------------------------- checks
as_root=()
[ "$(id -u)" = 0 ] || as_root=(sudo)
scratch=$(mktemp -d)
xvfb_pid=
gui_pid=
installed=no
cleanup() {
  [ -n "$gui_pid" ] && kill "$gui_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  if [ "$installed" = yes ]; then
    echo "(removing the packages after a failure)"
    "${as_root[@]}" dpkg -r spite-gui spite >/dev/null || true
  fi
  rm -rf "$scratch"
}
trap cleanup EXIT
# Everything the programs write goes to a scratch home.
export HOME=$scratch/home XDG_DATA_HOME=$scratch/home/data XDG_RUNTIME_DIR=$scratch/run
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"

step "install (dpkg -i)"
for pkg in spite spite-gui; do
  if dpkg -s "$pkg" >/dev/null 2>&1; then
    fail "$pkg is installed already; remove it first (dpkg -r $pkg), the check removes what it installs"
  fi
done
installed=yes
"${as_root[@]}" dpkg -i "$deb_cli" "$deb_gui"
dpkg -s spite spite-gui | grep -E '^(Package|Status|Version):'

step "spite --version"
[ "$(command -v spite)" = /usr/bin/spite ] || fail "spite is not /usr/bin/spite"
version=$(spite --version)
echo "$version"
[ "$version" = "spite $(dpkg-query -W -f '${Version}' spite | sed 's/-[^-]*$//')" ] ||
  fail "spite --version says '$version'"

step "a scripted game (spite --seed 7 --opponent easy --target 1, hints played)"
# The REPL reads commands from stdin (docs/terminal.md, Scripting): at each
# "Your turn" it is asked for a hint, and the hinted move is played, until
# the game is over.
coproc GAME { LANG=C spite --seed 7 --opponent easy --target 1 --no-color 2>&1; }
# Bash unsets GAME and GAME_PID as soon as the game has ended, which can
# come before the last line is read: keep copies of both.
game_pid=$GAME_PID
exec {from_game}<&"${GAME[0]}" {to_game}>&"${GAME[1]}"
moves=0
over=
while IFS= read -r -t 60 line <&"$from_game"; do
  case $line in
    "Your turn"*) echo hint >&"$to_game" ;;
    "Hint: "*)
      read -r _ from to _ <<<"$line"
      echo "$from ${to%.}" >&"$to_game"
      moves=$((moves + 1))
      [ "$moves" -lt 1000 ] || fail "the game does not end"
      ;;
    "Game over:"*)
      over=$line
      echo quit >&"$to_game"
      ;;
  esac
done
exec {from_game}<&- {to_game}>&-
wait "$game_pid" 2>/dev/null || true
[ -n "$over" ] || fail "the scripted game did not end (after $moves moves)"
echo "$moves of my moves played, then: $over"

step "manual pages and completions where man and the shells look"
for page in man1/spite.1 bg/man1/spite.1 nl/man1/spite-play.1 man1/spite-gui.1; do
  [ -f "/usr/share/man/$page.gz" ] || fail "/usr/share/man/$page.gz is missing"
done
MANWIDTH=80 man spite | head -n 12
LANGUAGE= LC_ALL=C.UTF-8 LANG=bg_BG.UTF-8 MANWIDTH=80 man -L bg spite 2>/dev/null | sed -n '1,6p'
man -w spite-gui
for file in /usr/share/bash-completion/completions/spite /usr/share/zsh/vendor-completions/_spite \
  /usr/share/fish/vendor_completions.d/spite.fish; do
  [ -f "$file" ] || fail "$file is missing"
done
bash -n /usr/share/bash-completion/completions/spite
# shellcheck disable=SC1091 # the installed file
bash -c 'source /usr/share/bash-completion/completions/spite && complete -p spite'

step "the desktop entry and icon where a desktop looks"
entry=/usr/share/applications/spite-gui.desktop
desktop-file-validate "$entry"
grep -E '^(Name|Exec|Icon|StartupWMClass|Categories)=' "$entry"
exec_cmd=$(sed -n 's/^Exec=//p' "$entry")
echo "Exec=$exec_cmd runs $(command -v "$exec_cmd")"
icon=$(sed -n 's/^Icon=//p' "$entry")
for size in 16x16 32x32 48x48 64x64 128x128 256x256 512x512 scalable; do
  found=$(ls /usr/share/icons/hicolor/$size/apps/"$icon".* 2>/dev/null) || fail "no $size icon '$icon'"
  echo "  $found"
done

step "the window under Xvfb (a moment)"
exec 5>"$scratch/display"
Xvfb -displayfd 5 -screen 0 1280x900x24 -nolisten tcp >"$scratch/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$scratch/display" ] && break; sleep 0.1; done
export DISPLAY=:$(head -n1 "$scratch/display")
exec 5>&-
for _ in $(seq 50); do xprop -root >/dev/null 2>&1 && break; sleep 0.2; done
xprop -root >/dev/null 2>&1 || { cat "$scratch/xvfb.log"; fail "Xvfb on $DISPLAY does not answer"; }
echo "Xvfb on $DISPLAY"
spite-gui >"$scratch/gui.log" 2>&1 &
gui_pid=$!
window=
for _ in $(seq 120); do
  window=$(xwininfo -root -tree 2>/dev/null | awk '/"Spite & Malice/ {print $1; exit}')
  [ -n "$window" ] && break
  kill -0 "$gui_pid" 2>/dev/null || { cat "$scratch/gui.log"; fail "spite-gui ended"; }
  sleep 0.5
done
[ -n "$window" ] || { cat "$scratch/gui.log"; fail "no window titled 'Spite & Malice…' within a minute"; }
sleep 2
xprop -id "$window" WM_NAME WM_CLASS _NET_WM_PID
xprop -id "$window" -notype 32c _NET_WM_ICON >"$scratch/icon.txt"
icon_size=$(sed -n '1s/^_NET_WM_ICON = \([0-9]*\), \([0-9]*\),.*/\1x\2/p' "$scratch/icon.txt")
[ -n "$icon_size" ] || fail "the window has no _NET_WM_ICON"
echo "_NET_WM_ICON: ${icon_size} pixels"
xprop -id "$window" WM_CLASS | grep -q "\"$(sed -n 's/^StartupWMClass=//p' "$entry")\"" ||
  fail "WM_CLASS does not match the desktop entry's StartupWMClass"
kill -0 "$gui_pid" || fail "spite-gui ended"
kill "$gui_pid"
wait "$gui_pid" 2>/dev/null || true
gui_pid=
kill "$xvfb_pid"
wait "$xvfb_pid" 2>/dev/null || true
xvfb_pid=

step "remove (dpkg -r)"
"${as_root[@]}" dpkg -r spite-gui spite
installed=no
for file in /usr/bin/spite /usr/bin/spite-gui "$entry" /usr/share/man/man1/spite.1.gz \
  /usr/share/icons/hicolor/256x256/apps/spite-gui.png; do
  [ ! -e "$file" ] || fail "$file is still there after dpkg -r"
done
echo "removed; nothing left of either package"

step "done: $deb_cli $deb_gui"
