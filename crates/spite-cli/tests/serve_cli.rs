//! `spite serve` runs the online game server: on loopback, on a free port,
//! it listens, keeps its database in --data, and is stopped by the test.

mod repl_support;

use std::net::{TcpListener, TcpStream};
use std::process::Stdio;
use std::time::{Duration, Instant};

use repl_support::{scratch_dir, spite};

/// `spite serve` on a free loopback port with `data` as its data directory;
/// the child and the address, once it listens (or after 30 s).
fn serve(data: &std::path::Path) -> (std::process::Child, String) {
    serve_with(data, &[])
}

/// `spite serve` as [`serve`] does, with more options.
fn serve_with(data: &std::path::Path, more: &[&str]) -> (std::process::Child, String) {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let addr = format!("127.0.0.1:{port}");
    let child = spite()
        .args(["serve", "--addr", &addr, "--data"])
        .arg(data)
        .args(["--deal-seed", "36"])
        .args(more)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spite serve starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(&addr).is_err() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    (child, addr)
}

#[test]
fn spite_serve_listens_on_the_address_given() {
    let data = scratch_dir("serve-data");
    let (mut child, addr) = serve(&data);
    let listening = TcpStream::connect(&addr).is_ok();
    let _ = child.kill();
    let _ = child.wait();
    assert!(listening, "spite serve did not listen on {addr}");
    assert!(
        data.join("spite.db").exists(),
        "the database is kept in --data"
    );
}

/// `--web DIR` serves the browser client's files from DIR at `/`.
#[test]
fn spite_serve_serves_the_web_client_from_the_directory_given() {
    let web = scratch_dir("serve-web");
    std::fs::write(web.join("index.html"), "<p>the spite page in --web</p>").unwrap();
    let web_arg = web.to_str().unwrap().to_string();
    let (mut child, addr) = serve_with(&scratch_dir("serve-web-data"), &["--web", &web_arg]);
    let page = (|| {
        use std::io::{Read, Write};
        let mut s = TcpStream::connect(&addr).ok()?;
        s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
        s.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            .ok()?;
        let mut out = String::new();
        s.read_to_string(&mut out).ok()?;
        Some(out)
    })();
    let _ = child.kill();
    let _ = child.wait();
    let page = page.expect("an answer to GET /");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("the spite page in --web"), "{page}");
}

/// docs/online.md's Python client (standard library only) plays a whole
/// match against the computer on `spite serve`; skipped only without python3.
#[test]
fn the_python_example_plays_a_match_on_spite_serve() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: no python3");
        return;
    }
    let (mut server, addr) = serve(&scratch_dir("serve-python"));
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/python/online_client.py"
    );
    let mut client = std::process::Command::new("python3")
        .args([script, &addr])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let deadline = Instant::now() + Duration::from_secs(60);
    while client.try_wait().expect("wait works").is_none() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = client.kill();
    let out = client.wait_with_output().expect("output");
    let _ = server.kill();
    let _ = server.wait();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("match over after"),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Ctrl-C (SIGINT) or SIGTERM stops `spite serve` cleanly: once it has
/// said where it listens, the signal ends it with success, and it no
/// longer listens.
#[cfg(unix)]
#[test]
fn spite_serve_says_where_it_listens_and_stops_on_ctrl_c_or_sigterm() {
    use std::io::{BufRead, BufReader, Read};
    for signal in ["-INT", "-TERM"] {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let addr = format!("127.0.0.1:{port}");
        let mut child = spite()
            .args(["serve", "--addr", &addr, "--data"])
            .arg(scratch_dir("serve-signal"))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spite serve starts");
        let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut first = String::new();
        stdout.read_line(&mut first).expect("a line");
        assert_eq!(first, format!("listening on ws://{addr}/ws\n"), "{signal}");
        // Then where a browser opens the game.
        let mut page = String::new();
        stdout.read_line(&mut page).expect("a line");
        assert_eq!(
            page,
            format!("browser client: http://{addr}/\n"),
            "{signal}"
        );
        assert!(TcpStream::connect(&addr).is_ok(), "{signal}: it listens");
        let killed = std::process::Command::new("kill")
            .args([signal, &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(killed.success());
        let status = repl_support::wait_within(&mut child, "spite serve stopping");
        let mut rest = String::new();
        stdout.read_to_string(&mut rest).expect("the rest");
        assert!(status.success(), "{signal}: {status:?}");
        assert_eq!(rest, "", "{signal}");
        assert!(
            TcpStream::connect(&addr).is_err(),
            "{signal}: still listening"
        );
    }
}
