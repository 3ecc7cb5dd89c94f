// The new-version prompt of offline reading: src/features/offline/components/PwaReloadPopup.
export {default} from '@site/src/features/offline/components/PwaReloadPopup';
