import { describe, expect, it, vi } from 'vitest';
import { groupedTable, printScale, scaleRows, sizeLabel, type ShapeRun, type SizeRun } from './scale-report.ts';

const run = (shape: string, over: Partial<ShapeRun> = {}): ShapeRun => ({ shape, p50: 2, p99: 8, rps: 1000, cpu: { main: 0.25, all: 0.4 }, coldMs: 30, errors: 0, hits: 64, ...over });
const size = (n: number, runs: ShapeRun[], over: Partial<SizeRun> = {}): SizeRun => ({ size: n, goods: n, added: n, seedSeconds: 2, dbBytes: 5e6, runs, ...over });

describe('scale report', () => {
  it('labels sizes in thousands when they are whole thousands', () => {
    expect([64, 2000, 100_000, 2500].map(sizeLabel)).toEqual(['64', '2k', '100k', '2500']);
  });

  it('puts each size’s five figures in a row and marks p99, cold and the rate ratio over budget', () => {
    const rows = scaleRows([
      size(64, [run('list default'), run('keyword common')]),
      size(100_000, [run('list default', { p99: 50, rps: 600 }), run('keyword common', { coldMs: 1500, rps: 400, p99: 49.9 })]),
    ]);
    expect(rows).toEqual([
      ['list default', '2.0', '8.0', '1000', '0.250', '30', '2.0', '50.0!', '600', '0.250', '30', '0.60'],
      ['keyword common', '2.0', '8.0', '1000', '0.250', '30', '2.0', '49.9', '400', '0.250', '1500!', '0.40!'],
    ]);
  });

  it('shows a shape with errors in its name, with the count at each size', () => {
    const [row] = scaleRows([size(64, [run('detail')]), size(2000, [run('detail', { errors: 3, cpu: undefined })])]);
    expect(row![0]).toBe('detail (errors 0/3)!');
    expect(row![9]).toBe('–');
  });

  it('aligns grouped columns under their size labels', () => {
    const lines = groupedTable('shape', [{ label: '64 goods', columns: ['p50', 'p99'] }, { label: '2k', columns: ['p50'] }], [['list', '1.0', '120', '1.0'], ['detail', '0.5', '3.0', '2.0']]);
    expect(lines[0]).toBe('        64 goods  2k');
    expect(lines[1]).toBe('shape   p50  p99  p50');
    expect(lines[3]).toBe('list    1.0  120  1.0');
  });

  it('prints a table per database with seeding, size, notes and skipped databases', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    printScale(
      [
        { db: 'sqlite', notes: ['sqlite 100k: keyword 2 words not loaded (its first request took 7.2 s)'], sizes: [size(64, [run('list default'), run('keyword CJK 1 char', { firsts: { count: 49, p50: 12.4, max: 80 } })], { seedSeconds: 3 }), size(100_000, [run('list default', { rps: 900 }), run('keyword CJK 1 char', { firsts: { count: 49, p50: 310, max: 1204 } })], { added: 99_936, seedSeconds: 200, dbBytes: 1.2e9 })] },
        { db: 'postgres', skipped: 'no binaries' },
      ],
      { connections: 20, seconds: 5, warmup: 1, generator: 'wrk' },
    );
    const out = log.mock.calls.map((c) => String(c[0])).join('\n');
    log.mockRestore();
    expect(out).toMatch(/64 \(64 goods\)\s+100k \(100,000 goods\)/);
    expect(out).toMatch(/req\/s 100k ÷ 64/);
    expect(out).toContain('20 connections from wrk, closed loop');
    expect(out).toMatch(/first request.*\n.*64\s+100k\n\s*shape\s+words\s+p50\s+max\s+words\s+p50\s+max\n.*\n\s*keyword CJK 1 char\s+49\s+12\.4\s+80\.0\s+49\s+310\s+1204!$/m);
    expect(out).toMatch(/list default .* 0\.90$/m);
    expect(out).toMatch(/100k: \+99,936 goods in 200\.0 s \(203\.0 s in all!\)/);
    expect(out).toMatch(/100k: 1\.20 GB!/);
    expect(out).toMatch(/keyword 2 words not loaded \(its first request took 7\.2 s\)/);
    expect(out).toMatch(/Scale: postgres\n {2}skipped \(no binaries\)/);
  });
});
