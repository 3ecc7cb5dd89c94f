export * from '@farmfe/utils/colors';
