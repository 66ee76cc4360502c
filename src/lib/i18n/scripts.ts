import type { Locale } from './locales.ts';

/** Letters a real translation is mostly written in (tests use it to catch text pasted from another language). */
export const WRITTEN_IN: Partial<Record<Locale, RegExp>> = {
  zh: /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
  th: /\p{Script=Thai}/u,
};

/** Common characters that exist only in simplified Chinese: a reader of 繁體中文 must not meet them. */
export const SIMPLIFIED_ONLY =
  /[这们个为与发时会对过还见长东车门问间关开头实现点热级经给统节让认识语说读谁谈请论设计护带样机环线组织验质买卖务动办双变号听园图场块坚声处备复够奖妆宝层岁币师帮广庆库应张弹归当录忆态总恋惯愿户扩扫执担拥择换损摄据摆辉构标档桥梦检楼欢气汇沟没泪洁浅测济浓涂润涩渐湿满滤灭灯灵炉烛烟爱牵独献电画疗皱盐监盖盘矿码础确礼离种积称稳竞笔筑签简类紧红纤约纪纯纱纳纸纹练细织终绍结绒络绝统绣继续绳维绵综绿缓编缘缝缩职联肤脑节苏药获营蓝虑虽补装观规视览觉触订让训议记讲许访证评诉词译试话询该详误调谢贝负财责贴贵费资赏赠赶跃转软轻载较辆边达运这进远连选递遗针钟钢钥钩钮钱铁银链销锁错键镜闪闭闲阅队阳阴阶际陆险随隐难雾顶项顺须预领颗题颜风飘饰馆驾验鱼鲜鸟麦黄齐龄龙]/u;
