import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BenchmarkChart, {BenchmarkSource} from '@site/src/components/BenchmarkChart';
import CopyCommand from '@site/src/components/CopyCommand';
import FrameworkGrid from '@site/src/components/FrameworkGrid';
import HomeFeatures from '@site/src/components/HomeFeatures';
import {run2023} from '@site/src/data/benchmark';
import {frameworks} from '@site/src/data/ecosystem';
import {features} from '@site/src/data/features';
import {links} from '@site/src/data/links';
import styles from './index.module.css';

function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src={useBaseUrl('/img/logo.webp')} alt="" width={120} height={118} />
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
  );
}

function Section({id, title, children}: {id: string; title: ReactNode; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id} className="text--center">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.description',
        message: 'Farm is a super fast web build tool written in Rust, compatible with Vite plugins.',
      })}>
      <Hero />
      <main>
        <Section id="features" title={<Translate id="home.features.heading">What Farm does for you</Translate>}>
          <HomeFeatures features={features} />
        </Section>
        <Section id="benchmark" title={<Translate id="home.benchmark.heading">How fast, measured</Translate>}>
          <p className="text--center">
            <Translate id="home.benchmark.intro">
              Start-up, HMR and production build of a project of 1000 React components, the test case Turbopack
              published for its own benchmarks. Lower is better.
            </Translate>
          </p>
          <BenchmarkChart run={run2023} metrics={['startup', 'hmrRoot', 'build']} />
          <BenchmarkSource run={run2023} />
          <p>
            <Link to="/docs/benchmark">
              <Translate id="home.benchmark.more">How the benchmark works, and a newer run</Translate>
            </Link>
          </p>
        </Section>
        <Section id="frameworks" title={<Translate id="home.frameworks.heading">Use it with your framework</Translate>}>
          <FrameworkGrid frameworks={frameworks} />
        </Section>
        <Section id="community" title={<Translate id="home.community.heading">Join the community</Translate>}>
          <p className="text--center">
            <Translate id="home.community.text">
              Ask questions, share what you build and help shape Farm: the team and contributors talk on Discord and
              GitHub.
            </Translate>
          </p>
          <div className={styles.buttons}>
            <Link className="button button--primary" href={links.discord}>
              <Translate id="home.community.discord">Chat on Discord</Translate>
            </Link>
            <Link className="button button--secondary" href={links.repo}>
              <Translate id="home.community.github">Star and contribute on GitHub</Translate>
            </Link>
            <Link className="button button--secondary" to="/team">
              <Translate id="home.community.team">Meet the team</Translate>
            </Link>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
