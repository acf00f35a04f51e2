// The JPEG frame check runs on a stream: whatever the chunking, it must reach the verdict the
// whole file gives, while holding no more than a segment header.
import { describe, expect, it } from "vitest";
import { detectImageHead, jpegFrameScanner } from "./content";

const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};
/** SOF0: precision, height, width, components. */
const sof = (height: number, width: number) => {
  const body = Buffer.alloc(6);
  body[0] = 8;
  body.writeUInt16BE(height, 1);
  body.writeUInt16BE(width, 3);
  body[5] = 1;
  return segment(0xc0, body);
};
const SOI = Buffer.from([0xff, 0xd8]);
const app1 = (size: number) => segment(0xe1, Buffer.alloc(size, 0x45));

function scan(bytes: Buffer, chunkSize: number) {
  const scanner = jpegFrameScanner();
  let state = "more";
  for (let i = 0; i < bytes.length && state === "more"; i += chunkSize) state = scanner.push(bytes.subarray(i, i + chunkSize));
  return state;
}

describe("jpegFrameScanner", () => {
  const good = Buffer.concat([
    SOI,
    app1(40),
    Buffer.from([0xff, 0xff]),
    segment(0xdb, Buffer.alloc(65)),
    sof(16, 16),
    Buffer.alloc(50),
  ]);
  const cases: [string, Buffer, string][] = [
    ["a frame after metadata", good, "found"],
    ["a frame after 200 KB of metadata", Buffer.concat([SOI, app1(65_000), app1(65_000), app1(65_000), sof(480, 640)]), "found"],
    ["a frame with no width", Buffer.concat([SOI, app1(10), sof(16, 0)]), "bad"],
    ["scan data before any frame", Buffer.concat([SOI, app1(10), segment(0xda, Buffer.alloc(8)), sof(16, 16)]), "bad"],
    [
      "a segment that does not start with a marker",
      Buffer.concat([SOI, Buffer.from([0x00, 0xe1, 0, 4, 1, 2]), sof(1, 1)]),
      "bad",
    ],
    ["a segment length under 2", Buffer.concat([SOI, Buffer.from([0xff, 0xe1, 0, 1]), sof(1, 1)]), "bad"],
    ["bytes that end before the frame", Buffer.concat([SOI, app1(100), sof(16, 16).subarray(0, 7)]), "more"],
  ];

  it.each(cases)("gives the same verdict on %s in any chunking", (_label, bytes, verdict) => {
    for (const size of [bytes.length, 1, 2, 3, 5, 7, 64, 4096]) expect(scan(bytes, size), `chunks of ${size}`).toBe(verdict);
  });

  it("starts from a head that detectImageHead takes for a JPEG", () => {
    expect(detectImageHead(good.subarray(0, 32))).toBe("image/jpeg");
  });
});

describe("detectImageHead on HEIF", () => {
  /** An ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
  const ftyp = (major: string, ...compatible: string[]) => {
    const body = Buffer.concat([Buffer.from(`ftyp${major}`), Buffer.alloc(4), ...compatible.map((b) => Buffer.from(b))]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(body.length + 4);
    return Buffer.concat([size, body, Buffer.alloc(32)]).subarray(0, 32);
  };

  it.each([
    ["an iPhone's HEIC", ftyp("heic", "mif1", "heic"), "image/heic"],
    ["a HEIF whose major brand is mif1", ftyp("mif1", "mif1", "heic"), "image/heic"],
    ["a HEIC sequence", ftyp("hevc", "msf1"), "image/heic"],
    ["an AVIF (not accepted)", ftyp("avif", "mif1", "miaf"), null],
    ["an MP4 video", ftyp("isom", "iso2", "mp41"), null],
    [
      '"heic" only as the minor version',
      Buffer.concat([ftyp("mif1", "avif").subarray(0, 12), Buffer.from("heic"), ftyp("mif1", "avif").subarray(16)]),
      null,
    ],
  ])("tells %s", (_label, head, type) => {
    expect(detectImageHead(head)).toBe(type);
  });
});
