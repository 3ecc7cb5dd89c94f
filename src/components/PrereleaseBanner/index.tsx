import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import {farmLines} from '@site/src/data/farmLines';

/**
 * The banner of a docs page of a pre-release of Farm: it names the release the pages were checked against
 * (src/data/farmLines.ts) and links the same page in the stable docs, or their first page when the page is new.
 */
export default function PrereleaseBanner({className}: {className?: string}): ReactNode {
  const version = useDocsVersion();
  const {pluginId} = version;
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const core = farmLines[version.version as keyof typeof farmLines] ?? version.label;
  const major = core.split('.')[0];
  const samePage = latestDocSuggestion;
  const target = samePage ?? latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
  const link = target && (
    <Link to={target.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
      {samePage ? (
        <Translate
          id="docs.prerelease.samePage"
          description="Link from a pre-release docs page to the same page of the stable docs">
          this page in the stable docs
        </Translate>
      ) : (
        <Translate id="docs.prerelease.stableDocs" description="Link from a pre-release docs page to the stable docs">
          the stable docs
        </Translate>
      )}
    </Link>
  );
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="note">
      <p className="margin-bottom--none">
        <Translate
          id="docs.prerelease.label"
          description="Banner of a docs page that documents a pre-release of Farm; {core} is the @farmfe/core version"
          values={{
            farm: <b>Farm {major}</b>,
            core: <code>{`@farmfe/core@${core}`}</code>,
          }}>
          {
            'This page documents {farm}, a pre-release. It is checked against {core}; options and APIs may still change before the release.'
          }
        </Translate>
      </p>
      {link && (
        <p className="margin-top--sm margin-bottom--none">
          <Translate
            id="docs.prerelease.stable"
            description="Second line of the pre-release banner; {versionLabel} is the stable docs version's label"
            values={{link, versionLabel: latestVersionSuggestion.label}}>
            {'For the stable release, read {link} ({versionLabel}).'}
          </Translate>
        </p>
      )}
    </div>
  );
}

/** The pre-release banner on a page of a docs version whose banner is 'unreleased'; `theme`'s banner elsewhere. */
export function VersionBanner({
  theme: ThemeBanner,
  className,
}: {
  theme: ComponentType<{className?: string}>;
  className?: string;
}): ReactNode {
  const Banner = useDocsVersion().banner === 'unreleased' ? PrereleaseBanner : ThemeBanner;
  return <Banner className={className} />;
}
