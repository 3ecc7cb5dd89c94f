import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import TeamList from '@site/src/components/TeamList';
import {team} from '@site/src/data/team';

export default function Team(): ReactNode {
  return (
    <Layout
      title={translate({id: 'team.title', message: 'Team'})}
      description={translate({
        id: 'team.description',
        message: 'The people who build and maintain Farm, the super fast web build tool written in Rust.',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="team.heading">The Farm team</Translate>
        </Heading>
        <p>
          <Translate
            id="team.intro"
            values={{
              contributors: (
                <Link href="https://github.com/farm-fe/farm/graphs/contributors">
                  <Translate id="team.intro.contributors">everyone who has contributed on GitHub</Translate>
                </Link>
              ),
            }}>
            {'Farm is open source and built in the open by its author, its maintainers and {contributors}.'}
          </Translate>
        </p>
        <Heading as="h2">
          <Translate id="team.core">Author and maintainers</Translate>
        </Heading>
        <TeamList members={team} />
      </main>
    </Layout>
  );
}
