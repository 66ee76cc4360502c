import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { OVERSEAS_PROVINCE, PLACEHOLDER_DISTRICT, areaIndex, buildAreaTree, resolveRegion, type AreaNode } from './area.ts';

const tree = buildAreaTree();
const byId = new Map(tree.map((n) => [n.id, n]));
const provinces = tree.filter((n) => n.pid === 0);
const cities = tree.filter((n) => n.pid !== 0 && byId.get(n.pid)?.pid === 0);
const districts = tree.filter((n) => n.pid !== 0 && byId.get(n.pid)?.pid !== 0);
const childrenOf = (id: number) => tree.filter((n) => n.pid === id);

describe('area tree', () => {
  it('uses six-digit codes, each once', () => {
    expect(tree.every((n) => /^[1-9]\d{5}$/.test(String(n.id)))).toBe(true);
    expect(byId.size).toBe(tree.length);
  });

  it('ends provinces in 0000 and cities in 00 under their province, districts under their city', () => {
    expect(provinces.every((p) => p.id % 10000 === 0)).toBe(true);
    expect(cities.every((c) => c.id % 100 === 0 && c.id % 10000 !== 0 && Math.floor(c.id / 10000) * 10000 === c.pid)).toBe(true);
    expect(districts.every((d) => d.id % 100 !== 0 && Math.floor(d.id / 100) * 100 === d.pid)).toBe(true);
    expect(provinces.length + cities.length + districts.length).toBe(tree.length);
  });

  it('has no orphan: every parent exists and comes before its children', () => {
    const seen = new Set<number>();
    for (const node of tree) {
      if (node.pid !== 0) expect(seen.has(node.pid), `${node.id} ${node.name}`).toBe(true);
      seen.add(node.id);
    }
  });

  it('keeps every district of the data package', () => {
    for (const code of Object.keys(areaList.county_list)) expect(byId.get(Number(code))?.name).toBe(areaList.county_list[code]);
    expect(cities.length).toBe(Object.keys(areaList.city_list).length + childrenOf(OVERSEAS_PROVINCE).length);
  });

  it('puts exactly one 其它区 under each city, as its last district', () => {
    for (const city of cities) {
      const children = childrenOf(city.id);
      expect(children.filter((d) => d.name === PLACEHOLDER_DISTRICT), city.name).toHaveLength(1);
      expect(children.at(-1)?.name).toBe(PLACEHOLDER_DISTRICT);
    }
  });

  it('gives the placeholder a free code where a real district holds 99', () => {
    // 宜兰县 lists a real district at 711299, so its placeholder moves below it.
    expect(byId.get(711299)?.name).not.toBe(PLACEHOLDER_DISTRICT);
    const placeholder = childrenOf(711200).find((d) => d.name === PLACEHOLDER_DISTRICT) as AreaNode;
    expect(placeholder.id).toBeLessThan(711299);
    expect(areaList.county_list[placeholder.id]).toBeUndefined();
    for (let code = placeholder.id + 1; code <= 711299; code += 1) expect(areaList.county_list[code]).toBeDefined();
    expect(byId.get(110199)).toEqual({ id: 110199, pid: 110100, name: PLACEHOLDER_DISTRICT });
  });

  it('covers the mainland, Taiwan, Hong Kong, Macau and overseas', () => {
    const names = provinces.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区', '海外']));
    expect(provinces).toHaveLength(35);
    expect(childrenOf(710000).map((c) => c.name)).toContain('台北市');
    expect(childrenOf(810000).map((c) => c.name)).toEqual(['香港岛', '九龙', '新界']);
    expect(childrenOf(820100).map((d) => d.name)).toContain('大堂区');
    expect(childrenOf(440300).map((d) => d.name)).toContain('南山区');
  });

  it('lists overseas destinations by name, with a catch-all last', () => {
    const overseas = childrenOf(OVERSEAS_PROVINCE);
    expect(overseas[0]).toEqual({ id: 900100, pid: OVERSEAS_PROVINCE, name: '美国' });
    expect(overseas.map((c) => c.name)).toEqual(expect.arrayContaining(['日本', '新加坡', '澳大利亚']));
    expect(overseas.at(-1)?.name).toBe('其他国家和地区');
    expect(childrenOf(900100)).toEqual([{ id: 900199, pid: 900100, name: PLACEHOLDER_DISTRICT }]);
  });
});

describe('resolveRegion', () => {
  it('accepts one branch and refuses codes from different branches or levels', () => {
    expect(resolveRegion(440000, 440300, 440305)?.map((n) => n.name)).toEqual(['广东省', '深圳市', '南山区']);
    expect(resolveRegion(440000, 440300, 440106)).toBeNull();
    expect(resolveRegion(110000, 440300, 440305)).toBeNull();
    expect(resolveRegion(440300, 440305, 440305)).toBeNull();
    expect(resolveRegion(440000, 440300, 123456)).toBeNull();
  });

  it('indexes the same tree it serves', () => {
    expect(areaIndex().nodes).toEqual(tree);
  });
});
