/**
 * Building blocks for fictional about-me texts. A text is an opener, one or two middles, and a
 * closer: enough combinations that neighbouring profiles rarely read alike.
 */
export const ABOUT_OPENERS: readonly string[] = [
  'Hi there!',
  'Hello, nice of you to stop by.',
  'Hey you.',
  'So, you found my profile.',
  'Not great at writing about myself, but here goes.',
  'Good vibes only here.',
  'Curious soul looking for some fun.',
  'Life is short, let us make it sweet.',
  'A little shy at first, but not for long.',
  'Straightforward and honest, that is me.',
];

export const ABOUT_MIDDLES: readonly string[] = [
  'I love long walks and even longer conversations.',
  'Weekends are for markets, good coffee and spontaneous plans.',
  'My friends say I am the one who always makes them laugh.',
  'I work hard and like to play even harder.',
  'A good glass of wine and a great story make my evening.',
  'I am happiest outdoors, whatever the weather.',
  'Music is always on in my place, usually too loud.',
  'I cook a mean pasta and I am always looking for someone to taste it.',
  'Travel is my thing: last year three new countries, this year hopefully more.',
  'I enjoy a quiet night in just as much as a wild night out.',
  'I am into sports, movies and people who do not take themselves too seriously.',
  'Honesty and a bit of mischief go a long way with me.',
  'I value confidence, kindness and a sense of adventure.',
  'Let us start with a drink and see where it takes us.',
];

export const ABOUT_CLOSERS: readonly string[] = [
  'Send me a message if you want to know more!',
  'Say hi, I do not bite… much.',
  'Curious? Start a chat.',
  'Surprise me with your best opening line.',
  'Looking forward to hearing from you.',
  'Make the first move, I dare you.',
  '',
];

/** Opening lines fictional profiles send to the demo members. */
export const CHAT_LINES_FROM_PROFILE: readonly string[] = [
  'Hey! I just saw your profile, you seem like fun 😊',
  'Hi, how is your day going?',
  'You have a great smile. What are you up to tonight?',
  'I love that you are into travelling too. Where did you go last?',
  'Hello stranger, fancy a chat?',
  'I could not help but send you a message 😉',
  'Are you always this interesting or is it just your profile?',
  'Coffee or wine? Choose wisely…',
  'Tell me something nobody knows about you.',
  'Still there? I was hoping to hear from you.',
];

export const CHAT_LINES_FROM_MEMBER: readonly string[] = [
  'Hi! Thanks for the message, I am doing great.',
  'Haha, that depends on who is asking 😄',
  'Wine, always wine.',
  'Last trip was Lisbon, absolutely loved it.',
  'Just got home from work, how about you?',
];
