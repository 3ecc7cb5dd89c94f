// The public browser entry of the speed work: what other features may use.
export {slowConnection} from './slowConnection';
