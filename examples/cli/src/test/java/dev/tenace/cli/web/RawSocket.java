package dev.tenace.cli.web;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A WebSocket client on a plain socket, for the attack tests: it sends what a browser would not
 * (any Origin and Host, a 10 MB frame, a binary frame, requests it never reads the answers of) and
 * reads frames one by one, close frames with their code and reason included.
 */
final class RawSocket implements AutoCloseable {
  /** A frame received: its opcode, its text (a close frame's reason), a close frame's code. */
  record Frame(int opcode, String text, int code) {
    boolean isClose() {
      return opcode == 8;
    }
  }

  /** 127.0.0.1, where the servers under test listen. */
  static final InetAddress LOCAL = local();

  private static InetAddress local() {
    try {
      return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  final Socket socket;
  private final DataInputStream in;
  private final OutputStream out;

  /** The upgrade's HTTP status (101 if the socket is open). */
  final int status;

  /** The body of a refused upgrade. */
  final String refusal;

  /** The upgrade answer's headers, each as {@code name: value} with the name in lower case. */
  final java.util.List<String> headers;

  private RawSocket(
      Socket socket,
      DataInputStream in,
      OutputStream out,
      int status,
      String refusal,
      java.util.List<String> headers) {
    this.headers = headers;
    this.socket = socket;
    this.in = in;
    this.out = out;
    this.status = status;
    this.refusal = refusal;
  }

  /** Opens {@code /session} on 127.0.0.1 with the Host {@code 127.0.0.1:port} and no Origin. */
  static RawSocket open(int port) throws IOException {
    return open(port, Map.of());
  }

  /**
   * Opens {@code /session} on 127.0.0.1 with extra headers (a {@code Host} replaces the default
   * one).
   */
  static RawSocket open(int port, Map<String, String> extra) throws IOException {
    Socket s = new Socket(LOCAL, port);
    s.setSoTimeout(20_000);
    Map<String, String> h = new LinkedHashMap<>();
    h.put("Host", "127.0.0.1:" + port);
    h.put("Upgrade", "websocket");
    h.put("Connection", "Upgrade");
    byte[] key = new byte[16];
    ThreadLocalRandom.current().nextBytes(key);
    h.put("Sec-WebSocket-Key", Base64.getEncoder().encodeToString(key));
    h.put("Sec-WebSocket-Version", "13");
    h.putAll(extra);
    StringBuilder req = new StringBuilder("GET " + TableServer.SOCKET + " HTTP/1.1\r\n");
    h.forEach((k, v) -> req.append(k).append(": ").append(v).append("\r\n"));
    req.append("\r\n");
    s.getOutputStream().write(req.toString().getBytes(StandardCharsets.ISO_8859_1));
    s.getOutputStream().flush();
    DataInputStream in = new DataInputStream(new BufferedInputStream(s.getInputStream()));
    String statusLine = line(in);
    int status = Integer.parseInt(statusLine.substring(9, 12));
    int length = -1;
    java.util.List<String> headers = new java.util.ArrayList<>();
    for (String l = line(in); !l.isEmpty(); l = line(in)) {
      String lower = l.toLowerCase(Locale.ROOT);
      int colon = lower.indexOf(':');
      headers.add(colon < 0 ? lower : lower.substring(0, colon) + ":" + l.substring(colon + 1));
      if (lower.startsWith("content-length:")) {
        length = Integer.parseInt(l.substring(15).trim());
      }
    }
    String refusal = null;
    OutputStream out = new java.io.BufferedOutputStream(s.getOutputStream(), 64 * 1024);
    if (status != 101) {
      byte[] body = length >= 0 ? in.readNBytes(length) : in.readAllBytes();
      refusal = new String(body, StandardCharsets.UTF_8);
      s.close();
    }
    return new RawSocket(s, in, out, status, refusal, headers);
  }

  private static String line(InputStream in) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) {
        throw new IOException("the connection ended in the upgrade's answer");
      }
      if (c != '\r') {
        b.write(c);
      }
    }
    return b.toString(StandardCharsets.ISO_8859_1);
  }

  /** Sends one text message in one frame. */
  void text(String message) throws IOException {
    buffer(message);
    out.flush();
  }

  /** Writes one text message in one frame to the buffer, sent when it is full or flushed. */
  void buffer(String message) throws IOException {
    byte[] b = message.getBytes(StandardCharsets.UTF_8);
    header(1, b.length);
    out.write(b);
  }

  /** Sends what is buffered. */
  void flush() throws IOException {
    out.flush();
  }

  /** Sends one binary message in one frame. */
  void binary(byte[] payload) throws IOException {
    header(2, payload.length);
    out.write(payload);
    out.flush();
  }

  /**
   * Sends one message of {@code length} bytes of {@code fill} in a single frame ({@code opcode} 1:
   * text, 2: binary), written as it goes.
   */
  void large(int opcode, long length, byte fill) throws IOException {
    header(opcode, length);
    byte[] chunk = new byte[64 * 1024];
    java.util.Arrays.fill(chunk, fill);
    for (long left = length; left > 0; ) {
      int n = (int) Math.min(left, chunk.length);
      out.write(chunk, 0, n);
      left -= n;
    }
    out.flush();
  }

  /** A final frame's header, masked with the key 0 (the payload goes as it is). */
  private void header(int opcode, long length) throws IOException {
    ByteArrayOutputStream h = new ByteArrayOutputStream(14);
    h.write(0x80 | opcode);
    if (length < 126) {
      h.write(0x80 | (int) length);
    } else if (length < 65_536) {
      h.write(0x80 | 126);
      h.write((int) (length >>> 8));
      h.write((int) length);
    } else {
      h.write(0x80 | 127);
      for (int i = 7; i >= 0; i--) {
        h.write((int) (length >>> (8 * i)));
      }
    }
    h.write(new byte[4]);
    out.write(h.toByteArray());
  }

  /** The next frame (a text message's fragments put together), or null at the connection's end. */
  Frame read() throws IOException {
    ByteArrayOutputStream payload = new ByteArrayOutputStream();
    int opcode = -1;
    while (true) {
      int b0 = in.read();
      if (b0 < 0) {
        return null;
      }
      int b1 = in.readUnsignedByte();
      long len = b1 & 0x7f;
      if (len == 126) {
        len = in.readUnsignedShort();
      } else if (len == 127) {
        len = in.readLong();
      }
      byte[] data = in.readNBytes((int) len);
      int op = b0 & 0x0f;
      if (op == 9 || op == 10) {
        continue;
      }
      if (op != 0) {
        opcode = op;
      }
      payload.write(data);
      if ((b0 & 0x80) != 0) {
        break;
      }
    }
    byte[] p = payload.toByteArray();
    if (opcode == 8) {
      int code = p.length >= 2 ? ((p[0] & 0xff) << 8) | (p[1] & 0xff) : -1;
      String reason = p.length > 2 ? new String(p, 2, p.length - 2, StandardCharsets.UTF_8) : "";
      return new Frame(8, reason, code);
    }
    return new Frame(opcode, new String(p, StandardCharsets.UTF_8), -1);
  }

  /** The next text message; fails on a close or the connection's end. */
  String next() throws IOException {
    Frame f = read();
    if (f == null) {
      throw new IOException("the connection ended");
    }
    if (f.isClose()) {
      throw new IOException("closed: " + f.code() + " " + f.text());
    }
    return f.text();
  }

  /** Sends one request and reads its answer. */
  String ask(String request) throws IOException {
    text(request);
    return next();
  }

  /** Whether the connection ends (a close frame, its end or a reset) within the socket timeout. */
  Frame closeOrEnd() throws IOException {
    try {
      while (true) {
        Frame f = read();
        if (f == null || f.isClose()) {
          return f;
        }
      }
    } catch (SocketTimeoutException e) {
      throw e;
    } catch (IOException e) {
      return null;
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
