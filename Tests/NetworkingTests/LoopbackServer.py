#!/usr/bin/env python3
"""A tiny HTTP server on 127.0.0.1 for NetworkingTests.

Protocol with the test process:
  * stdout line 1: the port the server listens on.
  * stdout line 2: a "refused" port: bound by this process but never listening, so a
    connection to it is refused for as long as the server runs (no other process can take it).
  * The server exits when its stdin reaches end of file or its parent process goes away, so a
    crashed test run leaves no orphan behind. The test also terminates it explicitly.

Routes (everything else is 404 with an error body):
  GET  /v1/echo         {"method", "path", "query": [[name, value], ...], "headers": {lower-name: value}}
  POST /v1/echo         the JSON request body, re-serialised; 400 with an error body when it is not JSON
  GET  /v1/broken       500 {"error": {"code": "internal", "message": ...}}
  GET  /v1/slow         waits `seconds` (query, default 5) before answering 200
  GET  /v1/slow-count   {"started": n}: how many /v1/slow requests have arrived so far
  GET  /v1/malformed    200 with truncated JSON
  GET  /v1/wrong-type   200 with well-formed JSON whose items.1.price.amount is a string
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
slow_lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # keep stdout and stderr quiet
        pass

    def send_json(self, status, value, raw=None):
        body = raw if raw is not None else json.dumps(value, sort_keys=True).encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("X-Served-By", "loopback")
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout or cancellation); nothing to do

    def send_error_body(self, status, code, message):
        self.send_json(status, {"error": {"code": code, "message": message}})

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
        elif path == "/v1/broken":
            self.send_error_body(500, "internal", "the loopback server broke on purpose")
        elif path == "/v1/slow":
            with slow_lock:
                slow_started += 1
            time.sleep(float(dict(query).get("seconds", "5")))
            self.send_json(200, {"slow": True})
        elif path == "/v1/slow-count":
            with slow_lock:
                count = slow_started
            self.send_json(200, {"started": count})
        elif path == "/v1/malformed":
            self.send_json(200, None, raw=b'{"items": [1, 2')
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
    sys.stdout.write("%d\n%d\n" % (server.server_address[1], refused.getsockname()[1]))
    sys.stdout.flush()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    exit_when_orphaned()


if __name__ == "__main__":
    main()
