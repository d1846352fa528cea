import react from '@sitenet/eslint-config/react';

export default react;
