import { createCanvas, type Canvas } from '@napi-rs/canvas';

/** A white page with dark lines of text, as a phone photo of clean notes at its best. */
export function notesImage(lines: string[], px = 34, width = 1200): Canvas {
  const canvas = createCanvas(width, Math.ceil(120 + lines.length * px * 1.6));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = `${px}px sans-serif`;
  lines.forEach((line, index) => context.fillText(line, 60, 60 + (index + 1) * px * 1.5));
  return canvas;
}

/** The same canvas turned a quarter turn clockwise (a photo taken sideways). */
export function turnedQuarter(source: Canvas): Canvas {
  const canvas = createCanvas(source.height, source.width);
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(Math.PI / 2);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

/** A bar chart: axes, three coloured bars and numeric labels. */
export function barChartImage(): Canvas {
  const canvas = createCanvas(900, 600);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 900, 600);
  context.fillStyle = '#222222';
  context.fillRect(100, 60, 4, 460);
  context.fillRect(100, 516, 740, 4);
  const bars: Array<[string, number, string]> = [
    ['#e23b3b', 300, '2019'],
    ['#2f6fe0', 380, '2020'],
    ['#2fae55', 220, '2021'],
  ];
  context.font = '30px sans-serif';
  bars.forEach(([colour, height, label], index) => {
    context.fillStyle = colour;
    context.fillRect(170 + index * 220, 516 - height, 140, height);
    context.fillStyle = '#222222';
    context.fillText(label, 200 + index * 220, 560);
    context.fillText(String(height), 205 + index * 220, 500 - height);
  });
  context.fillText('Sales 2019 - 2021 (units)', 300, 40);
  return canvas;
}

/** A busy, colourful scene with no text: gradients and many shapes. */
export function photoLikeImage(): Canvas {
  const canvas = createCanvas(800, 600);
  const context = canvas.getContext('2d');
  const sky = context.createLinearGradient(0, 0, 0, 600);
  sky.addColorStop(0, '#3a7bd5');
  sky.addColorStop(0.6, '#f6d365');
  sky.addColorStop(1, '#2d6a4f');
  context.fillStyle = sky;
  context.fillRect(0, 0, 800, 600);
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let index = 0; index < 400; index++) {
    context.fillStyle = `hsl(${Math.floor(next() * 360)}, ${40 + Math.floor(next() * 50)}%, ${25 + Math.floor(next() * 50)}%)`;
    context.beginPath();
    context.arc(next() * 800, 300 + next() * 300, 5 + next() * 30, 0, Math.PI * 2);
    context.fill();
  }
  return canvas;
}

/** Lines written letter by letter at uneven size, slant and height, in blue ink on off-white paper: handwriting as OCR meets it. */
export function handwritingLikeImage(lines: string[]): Canvas {
  const canvas = createCanvas(1000, 80 + lines.length * 110);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fdfdf8';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1a2a6c';
  let seed = 3;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  lines.forEach((line, row) => {
    let x = 40;
    for (const letter of line) {
      context.save();
      context.translate(x, 110 + row * 110 + (next() - 0.5) * 14);
      context.rotate((next() - 0.5) * 0.5);
      context.font = `italic ${34 + Math.floor(next() * 14)}px serif`;
      context.fillText(letter, 0, 0);
      context.restore();
      x += 19 + next() * 9;
    }
  });
  return canvas;
}
