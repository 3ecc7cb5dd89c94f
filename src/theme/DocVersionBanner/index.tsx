import React, {type ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {VersionBanner} from '@site/src/components/PrereleaseBanner';

type Props = WrapperProps<typeof DocVersionBannerType>;

/** A docs version whose banner is 'unreleased' documents a pre-release of Farm; the others keep the theme's banner. */
const DocVersionBannerWrapper = (props: Props): ReactNode => <VersionBanner theme={DocVersionBanner} {...props} />;
export default DocVersionBannerWrapper;
