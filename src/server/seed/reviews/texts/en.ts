import type { ReviewParts } from './types.ts';

/** English. */
export const en: ReviewParts = {
  gap: ' ',
  openings: {
    5: ['Absolutely love it, five stars.', 'Really happy with this one, it exceeded my expectations.', 'Perfect, exactly what I was hoping for.'],
    4: ['Very happy with it overall, just a little pricey.', 'Good buy. The only thing I would change is the instructions, which are a bit thin.', 'Really nice once you get used to it; it took me a couple of tries.'],
    3: ["It's okay. Some things I like, some I don't.", 'Fine for the price, but nothing special.'],
    2: ['A bit disappointed, to be honest.', 'Not really worth the money in my opinion.'],
    1: ['Very disappointed, would not recommend.', 'Used it once and gave up on it.'],
  },
  remarks: {
    massage: {
      good: [
        'We used it for a slow massage on a Friday night and both ended up completely relaxed.',
        'My shoulders felt so much looser afterwards, and I slept really well.',
        'Glides nicely and never pulls at the skin.',
        'Makes a massage at home feel like a proper spa evening.',
      ],
      bad: ["Didn't feel much more relaxed after using it, to be honest.", 'Awkward to use, my hands got tired quickly.'],
    },
    lingerie: {
      good: ['True to size: I ordered my usual size and it fits just right.', 'The fabric is soft and comfortable against the skin, nothing scratchy.', 'Very flattering cut, my partner loved it.', 'Survived a few washes with no pilling or shrinking.'],
      bad: ['Runs small, I would size up.', 'The fabric is thinner than it looks in the photos.'],
    },
    games: {
      good: ['We played it all evening and talked about things we never normally talk about.', 'The rules are simple, we were playing within minutes.', 'Good quality cards, thick and nicely printed.', 'A much better date night than scrolling on our phones.'],
      bad: ['Not much content: after two evenings we had seen most of the cards.', 'Some of the questions fall flat and make it a bit awkward.'],
    },
    care: {
      good: ['Very gentle, no irritation at all.', 'Not sticky and no weird smell.', 'Even my sensitive skin had no problem with it.', 'A little goes a long way, so it will last.'],
      bad: ['Left a slight itch, probably not for my skin.', 'The smell is stronger than I would like.'],
    },
    massagers: {
      good: ['Lots of intensity levels, from gentle to really strong.', 'Very quiet, even on the highest setting.', 'One charge lasts me days, and it charges over USB.', 'Simple to use, one button switches between the modes.'],
      bad: ['Even the strongest setting is a bit weak.', 'It is much louder than I expected.'],
    },
    bath: {
      good: ['The scent is lovely and subtle, not overpowering at all.', 'The fragrance lingers; I could still smell it the next morning.', 'My skin feels soft afterwards, not dry.', 'A great way to wind down before bed.'],
      bad: ['The scent is far too strong for me.', 'The fragrance fades within minutes.'],
    },
    gifts: {
      good: ['Beautifully presented, opening the box felt like an occasion.', 'Gave it as an anniversary gift and it went down really well.', 'Everything inside is actually useful, no filler.', 'The box itself is lovely and now holds my little things.'],
      bad: ['The box looks nice but some of the items feel like filler.', 'Much smaller in real life than in the pictures, a bit underwhelming as a gift.'],
    },
    accessories: {
      good: ['Really practical, I use it every day.', 'Better made than I expected, the details are neat.', 'Does exactly what it says, no fuss.', 'It looks nice in the bedroom too.'],
      bad: ['Not as useful as I thought, it mostly sits in a drawer.', 'Feels a bit cheap, with some rough edges.'],
    },
  },
  service: {
    good: ['Came in a plain box with nothing on the label, so no awkward moments with the courier.', 'Delivery was quick, it arrived the day after I ordered.', 'Customer service answered my questions quickly and patiently before I ordered.'],
    bad: ['Shipping was slow too, it took almost a week.', 'Customer service took ages to reply.'],
  },
  followUp: {
    after: [['Three weeks in, '], ['After a month of use, '], ['Six weeks later, '], ['Almost two months on, ']],
    good: ['it still works as well as on day one.', 'I like it even more and have already ordered another.', 'it has held up really well and I have recommended it to friends.'],
    mixed: ['still a mixed bag: usable, but I would not buy it again.', 'I have got used to it, but the downsides are still there.'],
    bad: ['support sent me a replacement and this one works properly, credit to them.', 'it has not got any better and mostly sits unused.'],
  },
  fiveStarWords: ['five stars', '5 stars', 'perfect', 'flawless'],
  followUpLabels: ['Update', 'Follow-up', 'Follow up', 'Edit', 'UPD'],
};
