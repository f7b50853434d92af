//! `Hosted`: a server started from synchronous code listens once `start`
//! returns, says why it cannot start, and is gone once stopped.

use std::net::TcpStream;

use spite_server::{Config, Hosted, ServerError};

fn config(addr: &str) -> Config {
    Config {
        addr: addr.parse().expect("an address"),
        data: None,
        web: None,
        deal_seed: Some(1),
        ..Config::default()
    }
}

#[test]
fn a_hosted_server_listens_until_it_is_stopped() {
    let server = Hosted::start(config("127.0.0.1:0")).expect("the server starts");
    let addr = server.addr();
    assert_ne!(addr.port(), 0, "the port the system chose is told");
    assert_eq!(server.local_addr(), addr);
    assert_eq!(server.url(), format!("ws://{addr}/ws"));
    assert!(TcpStream::connect(addr).is_ok(), "it listens once started");
    server.stop();
    assert!(TcpStream::connect(addr).is_err(), "it is gone once stopped");
}

#[test]
fn a_server_on_every_interface_is_reached_on_the_loopback_one() {
    let server = Hosted::start(config("0.0.0.0:0")).expect("the server starts");
    let port = server.addr().port();
    assert!(server.addr().ip().is_unspecified());
    assert_eq!(server.local_addr().to_string(), format!("127.0.0.1:{port}"));
    assert_eq!(server.local_url(), format!("ws://127.0.0.1:{port}/ws"));
    assert!(TcpStream::connect(server.local_addr()).is_ok());
}

#[test]
fn a_taken_address_is_refused_with_the_reason() {
    let first = Hosted::start(config("127.0.0.1:0")).expect("the server starts");
    let taken = first.addr();
    match Hosted::start(config(&taken.to_string())) {
        Err(ServerError::Bind { addr, .. }) => assert_eq!(addr, taken),
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("a second server started on {taken}"),
    }
    // The first is still serving.
    assert!(TcpStream::connect(taken).is_ok());
}
