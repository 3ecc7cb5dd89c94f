import {translate} from '@docusaurus/Translate';

/** What a feedback issue names: the page a reader found unhelpful. */
export type FeedbackPage = {title: string; url: string; version: string; locale: string};

/**
 * The address of a new issue on the website repository, its title and body
 * filled in with the page. Opening it sends nothing: the reader reads it,
 * adds what was missing and submits it on GitHub, or closes the tab.
 */
export function feedbackIssueUrl(repo: string, page: FeedbackPage): string {
  const title = translate(
    {
      id: 'pageFeedback.issue.title',
      message: 'Docs feedback: {title}',
      description: 'Title of the prefilled feedback issue',
    },
    {title: page.title},
  );
  const body = [
    translate(
      {id: 'pageFeedback.issue.page', message: 'Page: {title}', description: 'Feedback issue body: the page title'},
      {title: page.title},
    ),
    translate(
      {id: 'pageFeedback.issue.url', message: 'URL: {url}', description: 'Feedback issue body: the page URL'},
      {url: page.url},
    ),
    translate(
      {
        id: 'pageFeedback.issue.version',
        message: 'Docs version: {version}',
        description: 'Feedback issue body: the docs version',
      },
      {version: page.version},
    ),
    translate(
      {
        id: 'pageFeedback.issue.locale',
        message: 'Language: {locale}',
        description: 'Feedback issue body: the page locale',
      },
      {locale: page.locale},
    ),
    '',
    translate({
      id: 'pageFeedback.issue.prompt',
      message: 'What were you looking for, and what was missing or wrong on this page?',
      description: 'Feedback issue body: the question the reader answers',
    }),
    '',
  ].join('\n');
  const params = new URLSearchParams({title, body, labels: 'documentation'});
  return `${repo}/issues/new?${params.toString()}`;
}
