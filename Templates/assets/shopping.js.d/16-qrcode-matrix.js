  /* The matrix: function patterns, the codewords, the mask with the lowest penalty. */

  const QR_MASKS = [
    (x, y) => (x + y) % 2 === 0,
    (x, y) => y % 2 === 0,
    (x, y) => x % 3 === 0,
    (x, y) => (x + y) % 3 === 0,
    (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
    (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
    (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
    (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
  ];

  function qrMatrix(version, level) {
    const size = version.size;
    const matrix = { size: size, modules: new Array(size * size).fill(false), reserved: new Array(size * size).fill(false) };
    const set = (x, y, dark) => {
      matrix.modules[y * size + x] = dark;
      matrix.reserved[y * size + x] = true;
    };
    for (let i = 0; i < size; i += 1) {
      set(6, i, i % 2 === 0);
      set(i, 6, i % 2 === 0);
    }
    const finder = (cx, cy) => {
      for (let dy = -4; dy <= 4; dy += 1) {
        for (let dx = -4; dx <= 4; dx += 1) {
          const x = cx + dx;
          const y = cy + dy;
          if (x < 0 || y < 0 || x >= size || y >= size) continue;
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          set(x, y, ring !== 2 && ring !== 4);
        }
      }
    };
    finder(3, 3);
    finder(size - 4, 3);
    finder(3, size - 4);
    const centres = qrAlignmentCentres(version);
    const last = centres.length - 1;
    centres.forEach((y, row) => {
      centres.forEach((x, column) => {
        if ((row === 0 && column === 0) || (row === 0 && column === last) || (row === last && column === 0)) return;
        for (let dy = -2; dy <= 2; dy += 1) {
          for (let dx = -2; dx <= 2; dx += 1) set(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    qrDrawFormat(matrix, level, 0);
    if (version.number >= 7) {
      let remainder = version.number;
      for (let i = 0; i < 12; i += 1) remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1f25);
      const bits = (version.number << 12) | remainder;
      for (let i = 0; i < 18; i += 1) {
        const dark = ((bits >> i) & 1) === 1;
        const across = size - 11 + (i % 3);
        const down = Math.floor(i / 3);
        set(across, down, dark);
        set(down, across, dark);
      }
    }
    return matrix;
  }

  function qrDrawFormat(matrix, level, mask) {
    const size = matrix.size;
    const data = (QR_FORMAT_BITS[level] << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i += 1) remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i) => ((bits >> i) & 1) === 1;
    const set = (x, y, dark) => {
      matrix.modules[y * size + x] = dark;
      matrix.reserved[y * size + x] = true;
    };
    for (let i = 0; i <= 5; i += 1) set(8, i, bit(i));
    set(8, 7, bit(6));
    set(8, 8, bit(7));
    set(7, 8, bit(8));
    for (let i = 9; i < 15; i += 1) set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i += 1) set(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i += 1) set(8, size - 15 + i, bit(i));
    set(8, size - 8, true);
  }

  function qrPlace(matrix, codewords) {
    const size = matrix.size;
    const bitCount = codewords.length * 8;
    let bit = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < size; step += 1) {
        const y = upward ? size - 1 - step : step;
        [right, right - 1].forEach((x) => {
          if (matrix.reserved[y * size + x] || bit >= bitCount) return;
          matrix.modules[y * size + x] = ((codewords[bit >> 3] >> (7 - (bit & 7))) & 1) === 1;
          bit += 1;
        });
      }
    }
  }

  function qrApplyMask(matrix, mask) {
    const size = matrix.size;
    const inverts = QR_MASKS[mask];
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (!matrix.reserved[y * size + x] && inverts(x, y)) matrix.modules[y * size + x] = !matrix.modules[y * size + x];
      }
    }
  }

  const QR_FINDER_LIKE = [true, false, true, true, true, false, true, false, false, false, false];
  const QR_FINDER_LIKE_REVERSED = QR_FINDER_LIKE.slice().reverse();

  function qrPenalty(matrix) {
    const size = matrix.size;
    const dark = (x, y) => matrix.modules[y * size + x];
    const runs = (line) => {
      let total = 0;
      let length = 0;
      let previous = null;
      line.forEach((module) => {
        if (module === previous) length += 1;
        else {
          if (length >= 5) total += length - 2;
          length = 1;
          previous = module;
        }
      });
      return length >= 5 ? total + length - 2 : total;
    };
    const finderLike = (line) => {
      let total = 0;
      for (let start = 0; start + 11 <= line.length; start += 1) {
        if (QR_FINDER_LIKE.every((module, i) => line[start + i] === module)) total += 40;
        if (QR_FINDER_LIKE_REVERSED.every((module, i) => line[start + i] === module)) total += 40;
      }
      return total;
    };
    let total = 0;
    for (let i = 0; i < size; i += 1) {
      const row = [];
      const column = [];
      for (let j = 0; j < size; j += 1) {
        row.push(dark(j, i));
        column.push(dark(i, j));
      }
      total += runs(row) + runs(column) + finderLike(row) + finderLike(column);
    }
    let darkCount = 0;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (dark(x, y)) darkCount += 1;
        if (x + 1 < size && y + 1 < size) {
          const colour = dark(x, y);
          if (dark(x + 1, y) === colour && dark(x, y + 1) === colour && dark(x + 1, y + 1) === colour) total += 3;
        }
      }
    }
    const all = size * size;
    return total + Math.floor(Math.abs(darkCount * 100 - all * 50) / (all * 5)) * 10;
  }

  /**
   * The QR code of `text`'s UTF-8 bytes at `level` ("L", "M", "Q", "H"; M when left out):
   * {version, mask, size, dark(x, y)}, or null when it does not fit version 40. Text that is
   * not all ASCII is declared UTF-8 (ECI 26), as the Swift encoder does.
   */
  function qrCode(text, level) {
    const row = QR_LEVELS[level || "M"];
    const bytes = qrUtf8(String(text));
    const eci = bytes.some((byte) => byte >= 0x80);
    let version = null;
    for (let number = 1; number <= 40 && !version; number += 1) {
      const candidate = qrVersionInfo(number, row);
      if (bytes.length <= qrCapacity(candidate, eci)) version = candidate;
    }
    if (!version) return null;
    const matrix = qrMatrix(version, row);
    qrPlace(matrix, qrCodewords(bytes, eci, version, row));
    let best = null;
    for (let mask = 0; mask < 8; mask += 1) {
      const candidate = { size: matrix.size, modules: matrix.modules.slice(), reserved: matrix.reserved.slice() };
      qrApplyMask(candidate, mask);
      qrDrawFormat(candidate, row, mask);
      const penalty = qrPenalty(candidate);
      if (!best || penalty < best.penalty) best = { mask: mask, penalty: penalty, matrix: candidate };
    }
    const modules = best.matrix.modules;
    const size = matrix.size;
    return {
      version: version.number,
      mask: best.mask,
      size: size,
      dark: (x, y) => x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x],
    };
  }
