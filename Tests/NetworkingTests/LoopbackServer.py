#!/usr/bin/env python3
"""A tiny HTTP server on 127.0.0.1 for NetworkingTests.

Protocol with the test process:
  * stdout line 1: the port the server listens on.
  * stdout line 2: a "refused" port: bound by this process but never listening, so a
    connection to it is refused for as long as the server runs (no other process can take it).
  * stdout line 3: the port of a second server, on 127.0.0.2, that records the headers of every
    request it receives; "-" when 127.0.0.2 cannot be bound (macOS binds only 127.0.0.1 by default).
  * The server exits when its stdin reaches end of file or its parent process goes away, so a
    crashed test run leaves no orphan behind. The test also terminates it explicitly.

Routes (everything else is 404 with an error body):
  GET  /v1/echo         {"method", "path", "query": [[name, value], ...], "headers": {lower-name: value}}
  POST /v1/echo         the JSON request body, re-serialised; 400 with an error body when it is not JSON
  GET  /v1/set-cookie   200 {} with a Set-Cookie header, which the client must never send back
  GET  /v1/broken       500 {"error": {"code": "internal", "message": ...}}
  GET  /v1/slow         waits `seconds` (query, default 5) before answering 200
  GET  /v1/slow-count   {"started": n}: how many /v1/slow requests have arrived so far; with `atLeast` (query),
                        answers only once that many have arrived (at most 30 seconds, then with the count)
  GET  /v1/malformed    200 with truncated JSON
  GET  /v1/wrong-type   200 with well-formed JSON whose items.1.price.amount is a string

Hostile routes, for the client's defences:
  GET  /v1/redirect-away      302 to http://127.0.0.2:<second port>/v1/echo (another origin)
  GET  /v1/redirect-chain     302 to itself with `left` (query) one lower, then to /v1/echo when it is 0
  GET  /v1/redirect-loop      302 to /v1/redirect-loop-back, which redirects back here
  GET  /v1/bytes              200 with a body of `count` (query) bytes; Content-Length unless `chunked=1`
  GET  /v1/slow-body          200 that promises 1000 bytes and sends one every 0.1 seconds
  GET  /v1/html               200 text/html: a login page of a captive portal, not the API
  GET  /v1/endless            200, chunked, 64 KiB chunks for as long as the client reads them, one a
                              millisecond (at most 64 MB/s), so the tests beside it keep their share of the CPU
  GET  /endless/...           the same at full speed, for measuring the client's memory by hand (any path below
                              /endless/, so an app's `--api-url http://127.0.0.1:<port>/endless` gets it for every call)

The second server answers GET /recorded with {"requests": [{"path", "headers"}, ...]}: every request it
received before, headers with lower-case names; anything else gets 200 {"recorded": true}.
"""

import http.server
import json
import os
import socket
import sys
import threading
import time
import urllib.parse

slow_started = 0
slow_arrived = threading.Condition()
second_port = None
recorded = []
recorded_lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # keep stdout and stderr quiet
        pass

    def send_json(self, status, value, raw=None, content_type="application/json"):
        body = raw if raw is not None else json.dumps(value, sort_keys=True).encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("X-Served-By", "loopback")
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout or cancellation); nothing to do

    def send_error_body(self, status, code, message):
        self.send_json(status, {"error": {"code": code, "message": message}})

    def redirect(self, location):
        try:
            self.send_response(302)
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            self.end_headers()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def send_bytes(self, count, chunked):
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if chunked:
                self.send_header("Transfer-Encoding", "chunked")
            else:
                self.send_header("Content-Length", str(count))
            self.end_headers()
            left = count
            while left > 0:
                size = min(left, 65536)
                block = b"x" * size
                self.wfile.write(b"%x\r\n%s\r\n" % (size, block) if chunked else block)
                left -= size
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass

    def send_endless(self, pause):
        block = b"%x\r\n%s\r\n" % (65536, b"x" * 65536)
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            while True:
                self.wfile.write(block)
                if pause:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def send_slow_body(self):
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            for _ in range(1000):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.1)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def split(self):
        url = urllib.parse.urlsplit(self.path)
        return url.path, urllib.parse.parse_qsl(url.query, keep_blank_values=True)

    def do_GET(self):
        global slow_started
        path, query = self.split()
        if path == "/v1/echo":
            headers = {name.lower(): value for name, value in self.headers.items()}
            self.send_json(200, {"method": "GET", "path": path, "query": [list(pair) for pair in query],
                                 "headers": headers})
        elif path == "/v1/set-cookie":
            body = b"{}"
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Set-Cookie", "session=from-the-server; Path=/")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif path == "/v1/broken":
            self.send_error_body(500, "internal", "the loopback server broke on purpose")
        elif path == "/v1/slow":
            with slow_arrived:
                slow_started += 1
                slow_arrived.notify_all()
            time.sleep(float(dict(query).get("seconds", "5")))
            self.send_json(200, {"slow": True})
        elif path == "/v1/slow-count":
            at_least = int(dict(query).get("atLeast", "0"))
            with slow_arrived:
                slow_arrived.wait_for(lambda: slow_started >= at_least, timeout=30)
                count = slow_started
            self.send_json(200, {"started": count})
        elif path == "/v1/malformed":
            self.send_json(200, None, raw=b'{"items": [1, 2')
        elif path == "/v1/redirect-away":
            self.redirect("http://127.0.0.2:%d/v1/echo" % second_port)
        elif path == "/v1/redirect-chain":
            left = int(dict(query).get("left", "0"))
            self.redirect("/v1/redirect-chain?left=%d" % (left - 1) if left > 0 else "/v1/echo")
        elif path == "/v1/redirect-loop":
            self.redirect("/v1/redirect-loop-back")
        elif path == "/v1/redirect-loop-back":
            self.redirect("/v1/redirect-loop")
        elif path == "/v1/bytes":
            self.send_bytes(int(dict(query)["count"]), dict(query).get("chunked") == "1")
        elif path == "/v1/slow-body":
            self.send_slow_body()
        elif path == "/v1/html":
            self.send_json(200, None, raw=b"<html><body>Sign in to the hotel Wi-Fi</body></html>",
                           content_type="text/html; charset=utf-8")
        elif path == "/v1/endless":
            self.send_endless(pause=0.001)
        elif path.startswith("/endless/"):
            self.send_endless(pause=0)
        elif path == "/v1/wrong-type":
            self.send_json(200, {"items": [
                {"id": "p-1", "price": {"amount": 1250, "currency": "EUR"}},
                {"id": "p-2", "price": {"amount": "12.50", "currency": "EUR"}},
            ]})
        else:
            self.send_error_body(404, "not_found", "no route for GET " + path)

    def do_POST(self):
        path, _ = self.split()
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if path != "/v1/echo":
            self.send_error_body(404, "not_found", "no route for POST " + path)
            return
        try:
            value = json.loads(raw)
        except ValueError:
            self.send_error_body(400, "bad_json", "the request body is not JSON")
            return
        self.send_json(200, value)


class Recorder(Handler):
    """The second server: records every request, so a test can tell which headers reached another origin."""

    def record(self):
        path, _ = self.split()
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if path == "/recorded":
            with recorded_lock:
                self.send_json(200, {"requests": list(recorded)})
            return
        with recorded_lock:
            recorded.append({"path": path, "headers": {name.lower(): value for name, value in self.headers.items()}})
        self.send_json(200, {"recorded": True})

    do_GET = record
    do_POST = record
    do_PUT = record
    do_DELETE = record


def start_second_server():
    """Serves Recorder on 127.0.0.2 and returns its port, or None when that address cannot be bound."""
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.2", 0), Recorder)
    except OSError:
        return None
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


def exit_when_orphaned():
    """Exit as soon as stdin closes or the parent process changes (the test process died)."""
    parent = os.getppid()

    def watch_stdin():
        sys.stdin.buffer.read()
        os._exit(0)

    threading.Thread(target=watch_stdin, daemon=True).start()
    while True:
        time.sleep(0.5)
        if os.getppid() != parent:
            os._exit(0)


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    refused = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    refused.bind(("127.0.0.1", 0))  # bound, never listening: connections are refused
    global second_port
    second_port = start_second_server()
    sys.stdout.write("%d\n%d\n%s\n" % (server.server_address[1], refused.getsockname()[1],
                                        "-" if second_port is None else second_port))
    sys.stdout.flush()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    exit_when_orphaned()


if __name__ == "__main__":
    main()
