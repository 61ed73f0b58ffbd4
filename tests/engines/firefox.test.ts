import { engineSuite } from './engine-suite';
import { openFirefox } from './firefox';

engineSuite('firefox', openFirefox);
