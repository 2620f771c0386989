// A minimal, deterministic zip writer (deflated entries, fixed timestamps) for
// tools/vendor.mjs: the same inputs always give the same bytes, so a build can
// be checked by comparing files.

import { deflateRawSync } from "node:zlib";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = (2020 - 1980) << 9 | 1 << 5 | 1; // 2020-01-01

/** A zip archive (Buffer) of `entries`: [[name, Buffer]], deflated, in the given order. */
/**
 * The fields a local header and a central directory entry share, in the same
 * order (from the flags to the name length), written at `at` of `header`.
 */
function writeEntry(header, at, crc, compressed, size, nameLength) {
  header.writeUInt16LE(0x0800, at); // utf-8 names
  header.writeUInt16LE(8, at + 2); // deflate
  header.writeUInt16LE(DOS_TIME, at + 4);
  header.writeUInt16LE(DOS_DATE, at + 6);
  header.writeUInt32LE(crc, at + 8);
  header.writeUInt32LE(compressed, at + 12);
  header.writeUInt32LE(size, at + 16);
  header.writeUInt16LE(nameLength, at + 20);
}

export function makeZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(raw);
    const data = deflateRawSync(raw, { level: 9 });
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    writeEntry(local, 6, crc, data.length, raw.length, nameBytes.length);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    writeEntry(central, 8, crc, data.length, raw.length, nameBytes.length);
    central.writeUInt32LE(0o100644 << 16 >>> 0, 38); // external attributes: a regular file
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
