import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CopyCommand from '@site/src/components/CopyCommand';
import HomeFeatures from '@site/src/components/HomeFeatures';
import {features} from '@site/src/data/features';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      description={translate({
        id: 'home.description',
        message: 'Farm is a super fast web build tool written in Rust, compatible with Vite plugins.',
      })}>
      <header className={styles.hero}>
        <div className="container">
          <img className={styles.logo} src={useBaseUrl('/img/logo.webp')} alt="" width={120} height={120} />
          <Heading as="h1">{siteConfig.title}</Heading>
          <p className="hero__subtitle">
            <Translate id="home.tagline">Super fast web build tool written in Rust</Translate>
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/quick-start">
              <Translate id="home.quickStart">Quick Start</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/why-farm">
              <Translate id="home.whyFarm">Why Farm</Translate>
            </Link>
          </div>
          <CopyCommand command="npm create farm@latest" />
        </div>
      </header>
      <main className="container margin-bottom--xl">
        <Heading as="h2" className="text--center">
          <Translate id="home.features.heading">What Farm does for you</Translate>
        </Heading>
        <HomeFeatures features={features} />
      </main>
    </Layout>
  );
}
