// What an imported logo is in Jest: the URL asset/resource gives in the build, here `/logos/<file>`.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/logos/${path.basename(filename)}`)};` };
  },
};
