  /* ======================================================================
     1b. A QR code encoder: byte mode, the smallest of the 40 versions
     ====================================================================== */

  /*
   * The same algorithm as the generator's Sources/QRCode (ISO/IEC 18004, model 2), step for
   * step, so the two draw the same matrix for the same text: Tests/browser/qrcode_cases.js
   * compares them on matrices the Swift tests write. The page draws the code itself because
   * the list it holds changes as the reader adds recipes.
   */

  const QR_LEVELS = { L: 0, M: 1, Q: 2, H: 3 };
  const QR_FORMAT_BITS = [0b01, 0b00, 0b11, 0b10];
  // Indexed [level][version], level in the order L, M, Q, H; index 0 unused.
  const QR_EC_PER_BLOCK = [
    [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  ];
  const QR_BLOCKS = [
    [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
    [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
    [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
    [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
  ];

  /* GF(256) reduced by 0x11D: α^i and its logarithms. */
  const QR_EXP = [];
  const QR_LOG = [];
  (function () {
    let value = 1;
    for (let i = 0; i < 255; i += 1) {
      QR_EXP[i] = value;
      QR_LOG[value] = i;
      value <<= 1;
      if (value & 0x100) value ^= 0x11d;
    }
  })();

  function qrMultiply(a, b) {
    return a === 0 || b === 0 ? 0 : QR_EXP[(QR_LOG[a] + QR_LOG[b]) % 255];
  }

  /** The Reed–Solomon generator's coefficients after its leading 1, highest power first. */
  function qrGenerator(degree) {
    const coefficients = new Array(degree).fill(0);
    if (degree > 0) coefficients[degree - 1] = 1;
    let root = 1;
    for (let n = 0; n < degree; n += 1) {
      for (let i = 0; i < degree; i += 1) {
        coefficients[i] = qrMultiply(coefficients[i], root);
        if (i + 1 < degree) coefficients[i] ^= coefficients[i + 1];
      }
      root = qrMultiply(root, 2);
    }
    return coefficients;
  }

  function qrRemainder(data, generator) {
    const remainder = new Array(generator.length).fill(0);
    data.forEach((byte) => {
      const factor = byte ^ remainder.shift();
      remainder.push(0);
      generator.forEach((coefficient, i) => {
        remainder[i] ^= qrMultiply(coefficient, factor);
      });
    });
    return remainder;
  }

  function qrVersionInfo(number, level) {
    let modules = (16 * number + 128) * number + 64;
    if (number >= 2) {
      const alignments = Math.floor(number / 7) + 2;
      modules -= (25 * alignments - 10) * alignments - 55;
      if (number >= 7) modules -= 36;
    }
    const codewords = Math.floor(modules / 8);
    const ecPerBlock = QR_EC_PER_BLOCK[level][number];
    const blocks = QR_BLOCKS[level][number];
    return {
      number: number,
      size: 17 + 4 * number,
      codewords: codewords,
      ecPerBlock: ecPerBlock,
      blocks: blocks,
      dataCodewords: codewords - ecPerBlock * blocks,
      countBits: number <= 9 ? 8 : 16,
    };
  }

  function qrCapacity(version, eci) {
    return Math.floor((version.dataCodewords * 8 - 4 - version.countBits - (eci ? 12 : 0)) / 8);
  }

  function qrAlignmentCentres(version) {
    const number = version.number;
    if (number < 2) return [];
    const count = Math.floor(number / 7) + 2;
    const step = Math.floor((number * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
    const centres = [];
    for (let i = count - 2; i >= 0; i -= 1) centres.push(version.size - 7 - i * step);
    return [6].concat(centres);
  }

  function qrUtf8(text) {
    if (typeof TextEncoder !== "undefined") return Array.from(new TextEncoder().encode(text));
    return Array.from(unescape(encodeURIComponent(text)), (c) => c.charCodeAt(0));
  }

  /** The data codewords, then every block's error correction, interleaved. */
  function qrCodewords(bytes, eci, version, level) {
    const bits = [];
    const append = (value, count) => {
      for (let shift = count - 1; shift >= 0; shift -= 1) bits.push((value >> shift) & 1);
    };
    const capacityBits = version.dataCodewords * 8;
    if (eci) {
      append(0b0111, 4);
      append(26, 8);
    }
    append(0b0100, 4);
    append(bytes.length, version.countBits);
    bytes.forEach((byte) => append(byte, 8));
    append(0, Math.min(4, capacityBits - bits.length));
    append(0, (8 - (bits.length % 8)) % 8);
    const data = [];
    for (let i = 0; i < bits.length; i += 8) {
      let byte = 0;
      for (let j = 0; j < 8; j += 1) byte = (byte << 1) | bits[i + j];
      data.push(byte);
    }
    for (let pad = 0xec; data.length < capacityBits / 8; pad = pad === 0xec ? 0x11 : 0xec) data.push(pad);

    const generator = qrGenerator(version.ecPerBlock);
    const shortLength = Math.floor(data.length / version.blocks);
    const longBlocks = data.length % version.blocks;
    const blocks = [];
    let start = 0;
    for (let i = 0; i < version.blocks; i += 1) {
      const length = shortLength + (i >= version.blocks - longBlocks ? 1 : 0);
      blocks.push(data.slice(start, start + length));
      start += length;
    }
    const corrections = blocks.map((block) => qrRemainder(block, generator));
    const result = [];
    for (let position = 0; position <= shortLength; position += 1) {
      blocks.forEach((block) => {
        if (position < block.length) result.push(block[position]);
      });
    }
    for (let position = 0; position < generator.length; position += 1) {
      corrections.forEach((correction) => result.push(correction[position]));
    }
    return result;
  }
