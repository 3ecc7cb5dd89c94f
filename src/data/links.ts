/** External addresses the navbar, footer and pages link to. */
export const links = {
  repo: 'https://github.com/farm-fe/farm',
  websiteRepo: 'https://github.com/farm-fe/farm-fe.github.io',
  awesomeFarm: 'https://github.com/farm-fe/awesome-farm',
  discord: 'https://discord.com/invite/mDErq9aFnF',
  x: 'https://x.com/brightwwu46799',
  wechat: 'https://github.com/farm-fe/farm?tab=readme-ov-file#chat-with-us',
  nightly: 'https://farm-nightly.netlify.app/',
} as const;
