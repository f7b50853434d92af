//! `spite serve` runs the online game server: on loopback, on a free port,
//! it listens, keeps its database in --data, and is stopped by the test.

mod repl_support;

use std::net::{TcpListener, TcpStream};
use std::process::Stdio;
use std::time::{Duration, Instant};

use repl_support::{scratch_dir, spite};

#[test]
fn spite_serve_listens_on_the_address_given() {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let data = scratch_dir("serve-data");
    let addr = format!("127.0.0.1:{port}");
    let mut child = spite()
        .args(["serve", "--addr", &addr, "--data"])
        .arg(&data)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spite serve starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    let listening = loop {
        if TcpStream::connect(&addr).is_ok() {
            break true;
        }
        if Instant::now() > deadline || child.try_wait().ok().flatten().is_some() {
            break false;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let _ = child.kill();
    let _ = child.wait();
    assert!(listening, "spite serve did not listen on {addr}");
    assert!(
        data.join("spite.db").exists(),
        "the database is kept in --data"
    );
}
