import type {Page} from '@playwright/test';

/** Parts of the Docusaurus layout that several specs find the same way. */
export const navbar = (page: Page) => page.locator('nav.navbar');
export const h1 = (page: Page) => page.getByRole('heading', {level: 1});
export const sidebarLink = (page: Page, name: string) =>
  page.locator('nav.menu').getByRole('link', {name, exact: true});
export const toggleButton = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});

/** The search modal (DocSearch), its search box and the navbar button that opens it. */
export const searchModal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => searchModal(page).getByRole('searchbox');
export const searchButton = (page: Page) => page.getByRole('button', {name: /Search/}).first();
