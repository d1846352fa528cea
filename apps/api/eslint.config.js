import base from '@sitenet/eslint-config/base';
export default base;
