import { prng, type Rand } from './demo-site.js';
import { lin, shelf, svgDoc } from './demo-svg.js';

/** The rooms of the demo library readers may book, and a generated picture of each (800x500). */

type Room = 'hall' | 'multi' | 'seminar' | 'kids';

export const DEMO_VENUES: ReadonlyArray<{
  name: string;
  location: string;
  capacity: number;
  facilities: string;
  opensAt: string;
  closesAt: string;
  openWeekdays: number[];
  room: Room;
}> = [
  {
    name: '报告厅',
    location: '总馆一楼东侧',
    capacity: 200,
    facilities: '阶梯座椅200席，投影仪及电动幕布，音响系统，无线话筒4支，同声传译间',
    opensAt: '08:30',
    closesAt: '21:00',
    openWeekdays: [1, 2, 3, 4, 5, 6, 7],
    room: 'hall',
  },
  {
    name: '多功能活动室',
    location: '总馆二楼 205 室',
    capacity: 60,
    facilities: '可移动桌椅，86 英寸触控一体机，音响，茶水区',
    opensAt: '09:00',
    closesAt: '21:00',
    openWeekdays: [2, 3, 4, 5, 6, 7],
    room: 'multi',
  },
  {
    name: '研讨室 A',
    location: '总馆三楼 312 室',
    capacity: 12,
    facilities: '会议长桌，白板，电视投屏，无线网络',
    opensAt: '09:00',
    closesAt: '20:30',
    openWeekdays: [2, 3, 4, 5, 6, 7],
    room: 'seminar',
  },
  {
    name: '少儿绘本活动区',
    location: '总馆少儿馆一楼',
    capacity: 30,
    facilities: '软垫地面，绘本书架，小舞台，儿童桌椅',
    opensAt: '09:00',
    closesAt: '17:30',
    openWeekdays: [3, 4, 5, 6, 7],
    room: 'kids',
  },
];

const W = 800;
const H = 500;
const FLOOR = 300;
const PALETTE = ['#c62828', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a', '#00838f'];

function chair(x: number, y: number, s: number, color: string): string {
  return `<rect x="${x - 11 * s}" y="${y - 22 * s}" width="${22 * s}" height="${16 * s}" rx="${3 * s}" fill="${color}"/><rect x="${x - 12 * s}" y="${y - 8 * s}" width="${24 * s}" height="${6 * s}" rx="${2 * s}" fill="${color}" opacity="0.8"/>`;
}

function hall(): string {
  let out = `<rect x="180" y="60" width="440" height="190" fill="#eceff1"/><rect x="190" y="70" width="420" height="170" fill="url(#screen)"/>`;
  out += `<rect x="120" y="250" width="560" height="40" fill="#6d4c41"/><rect x="600" y="215" width="40" height="40" fill="#5d4037"/>`;
  for (let row = 0; row < 6; row++) {
    const s = 0.8 + row * 0.16;
    const y = 330 + row * 30;
    const count = 11 + row;
    const span = 560 + row * 60;
    for (let i = 0; i < count; i++) out += chair(W / 2 - span / 2 + (span / (count - 1)) * i, y, s, '#b71c1c');
  }
  return out;
}

function multi(rand: Rand): string {
  let out = `<rect x="90" y="70" width="260" height="150" rx="6" fill="#263238"/><rect x="100" y="80" width="240" height="130" fill="url(#screen)"/>`;
  out += shelf(rand, 520, 60, 200, 230, 3, PALETTE, '#8d6e63');
  for (const [cx, cy, s] of [
    [230, 360, 1],
    [500, 380, 1.1],
    [330, 450, 1.25],
  ]) {
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${80 * s}" ry="${24 * s}" fill="#d7ccc8"/><rect x="${cx - 5}" y="${cy}" width="10" height="${30 * s}" fill="#8d6e63"/>`;
    for (const dx of [-100, -50, 50, 100]) out += chair(cx + dx * s, cy - 10 + Math.abs(dx) / 5, s, '#1565c0');
  }
  return out;
}

function seminar(): string {
  let out = `<rect x="260" y="70" width="280" height="150" rx="4" fill="#fafafa" stroke="#90a4ae" stroke-width="6"/>`;
  out += `<path d="M300,120 h120 M300,150 h180 M300,180 h90" stroke="#1565c0" stroke-width="5" stroke-linecap="round"/>`;
  out += `<path d="M250,330 L550,330 L640,460 L160,460 Z" fill="#a1887f"/><path d="M160,460 L640,460 L640,472 L160,472 Z" fill="#6d4c41"/>`;
  for (let i = 0; i < 4; i++) {
    const t = i / 3;
    out += chair(240 - 70 * t, 360 + 100 * t, 1 + t * 0.4, '#37474f') + chair(560 + 70 * t, 360 + 100 * t, 1 + t * 0.4, '#37474f');
  }
  return out;
}

function kids(rand: Rand): string {
  let out = shelf(rand, 60, 80, 220, 210, 3, PALETTE, '#ffb74d') + shelf(rand, 520, 80, 220, 210, 3, PALETTE, '#4fc3f7');
  out += `<path d="M330,220 h140 v70 h-140 Z" fill="#ef5350"/><circle cx="400" cy="180" r="40" fill="#ffee58"/>`;
  const mats = ['#ef9a9a', '#a5d6a7', '#90caf9', '#fff59d', '#ce93d8', '#ffcc80'];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 6; c++) {
      const y = 330 + r * 55;
      const w = 100 + r * 20;
      out += `<rect x="${W / 2 - 3 * w + c * w}" y="${y}" width="${w - 6}" height="50" rx="8" fill="${mats[(r + c) % mats.length]}"/>`;
    }
  }
  return out;
}

/** A room of the given kind: wall, floor, and what stands in it (no text: fonts may be missing). */
export function venueSvg(room: Room, index: number): string {
  const rand = prng(70 + index);
  const walls: Record<Room, [string, string]> = {
    hall: ['#455a64', '#78909c'],
    multi: ['#fff8e1', '#ffe0b2'],
    seminar: ['#e3f2fd', '#bbdefb'],
    kids: ['#f3e5f5', '#e1bee7'],
  };
  const floor = room === 'hall' ? '#3e2723' : room === 'kids' ? '#c5e1a5' : '#bcaaa4';
  const body = { hall: hall(), multi: multi(rand), seminar: seminar(), kids: kids(rand) }[room];
  return svgDoc(
    W,
    H,
    lin('wall', walls[room], true) + lin('screen', ['#90caf9', '#1e88e5']),
    `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="${floor}"/>${body}`,
  );
}
