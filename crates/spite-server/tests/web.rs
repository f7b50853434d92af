//! The browser client's files at `/`, and a page that says how to build
//! them when they are missing.

use std::time::Duration;

use spite_server::{Config, Server};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn get(server: &Server, path: &str) -> String {
    get_with(server, path, "").await
}

/// `GET path` with more header lines (each ending in `\r\n`).
async fn get_with(server: &Server, path: &str, headers: &str) -> String {
    let mut s = tokio::net::TcpStream::connect(server.addr()).await.unwrap();
    let req =
        format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{headers}\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    tokio::time::timeout(Duration::from_secs(10), s.read_to_string(&mut out))
        .await
        .expect("an answer in time")
        .unwrap();
    out
}

fn config(web: Option<std::path::PathBuf>) -> Config {
    Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data: None,
        web,
        deal_seed: Some(1),
        ..Config::default()
    }
}

#[tokio::test]
async fn the_built_client_is_served_at_the_root() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("index.html"),
        "<!doctype html><title>spite</title>",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("assets")).unwrap();
    std::fs::write(dir.path().join("assets/app.js"), "console.log(1)").unwrap();
    let server = Server::start(config(Some(dir.path().to_path_buf())))
        .await
        .unwrap();
    let root = get(&server, "/").await;
    assert!(root.starts_with("HTTP/1.1 200"), "{root}");
    assert!(root.contains("<title>spite</title>"));
    let with_room = get(&server, "/?room=ABCD-EFGH-JKLM").await;
    assert!(with_room.starts_with("HTTP/1.1 200"), "{with_room}");
    let js = get(&server, "/assets/app.js").await;
    assert!(
        js.starts_with("HTTP/1.1 200") && js.contains("console.log(1)"),
        "{js}"
    );
    let missing = get(&server, "/nothing.js").await;
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    let health = get(&server, "/health").await;
    assert!(health.contains("\"ok\":true"), "{health}");
    server.shutdown().await;
}

#[tokio::test]
async fn a_page_says_how_to_build_the_client_when_it_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    for web in [Some(dir.path().to_path_buf()), None] {
        let server = Server::start(config(web)).await.unwrap();
        let root = get(&server, "/").await;
        assert!(root.starts_with("HTTP/1.1 404"), "{root}");
        assert!(
            root.contains("npm ci") && root.contains("npm run build"),
            "{root}"
        );
        server.shutdown().await;
    }
}

/// A response's header, by name (any case).
fn header<'a>(response: &'a str, name: &str) -> Option<&'a str> {
    let head = response.split("\r\n\r\n").next()?;
    head.lines().skip(1).find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

/// The build's precompressed files are sent to browsers that take them;
/// hashed assets are cached for a year, the page itself is checked each
/// time.
#[tokio::test]
async fn assets_are_sent_compressed_and_cached_the_page_is_not() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "<title>spite</title>").unwrap();
    std::fs::create_dir(dir.path().join("assets")).unwrap();
    let js = dir.path().join("assets/index-4f2a9c.js");
    std::fs::write(&js, "console.log(1)").unwrap();
    std::fs::write(js.with_extension("js.br"), "brotli bytes").unwrap();
    std::fs::write(js.with_extension("js.gz"), "gzip bytes").unwrap();
    let server = Server::start(config(Some(dir.path().to_path_buf())))
        .await
        .unwrap();

    let br = get_with(
        &server,
        "/assets/index-4f2a9c.js",
        "Accept-Encoding: gzip, br\r\n",
    )
    .await;
    assert!(br.starts_with("HTTP/1.1 200"), "{br}");
    assert_eq!(header(&br, "content-encoding"), Some("br"), "{br}");
    assert!(br.ends_with("brotli bytes"), "{br}");
    assert_eq!(
        header(&br, "cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let gz = get_with(
        &server,
        "/assets/index-4f2a9c.js",
        "Accept-Encoding: gzip\r\n",
    )
    .await;
    assert_eq!(header(&gz, "content-encoding"), Some("gzip"), "{gz}");
    let plain = get(&server, "/assets/index-4f2a9c.js").await;
    assert_eq!(header(&plain, "content-encoding"), None, "{plain}");
    assert!(plain.ends_with("console.log(1)"), "{plain}");

    for page in ["/", "/index.html", "/?room=ABCD-EFGH-JKLM"] {
        let r = get_with(&server, page, "Accept-Encoding: gzip, br\r\n").await;
        assert!(r.starts_with("HTTP/1.1 200"), "{r}");
        assert_eq!(header(&r, "cache-control"), Some("no-cache"), "{page}: {r}");
    }
    server.shutdown().await;
}

/// ServeDir asked for `identity` strips an unknown path's last extension
/// as if it named a compressed copy: `FILE.js.map` must not be `FILE.js`.
#[tokio::test]
async fn unknown_paths_are_404_whatever_the_encoding_asked() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "<title>spite</title>").unwrap();
    std::fs::create_dir(dir.path().join("assets")).unwrap();
    let js = dir.path().join("assets/index-4f2a9c.js");
    std::fs::write(&js, "console.log(1)").unwrap();
    std::fs::write(js.with_extension("js.br"), "brotli bytes").unwrap();
    let server = Server::start(config(Some(dir.path().to_path_buf())))
        .await
        .unwrap();
    for asked in ["identity", "gzip, identity", "identity;q=0.5, br", "br", ""] {
        let headers = format!("Accept-Encoding: {asked}\r\n");
        for path in ["/assets/index-4f2a9c.js.map", "/index.html.x"] {
            let r = get_with(&server, path, &headers).await;
            assert!(r.starts_with("HTTP/1.1 404"), "{asked} {path}: {r}");
            assert!(!r.contains("console.log") && !r.contains("<title>"), "{r}");
        }
        let r = get_with(&server, "/assets/index-4f2a9c.js", &headers).await;
        assert!(r.starts_with("HTTP/1.1 200"), "{asked}: {r}");
        let body = if asked.contains("br") {
            "brotli bytes"
        } else {
            "console.log(1)"
        };
        assert!(r.ends_with(body), "{asked}: {r}");
    }
    server.shutdown().await;
}
