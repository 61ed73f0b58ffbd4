import { engineSuite } from './engine-suite';
import { openWebKit } from './webkit';

engineSuite('webkit', openWebKit);
