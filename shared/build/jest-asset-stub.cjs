// What a test gets for an imported media file (see moduleNameMapper in jest-config.cjs): a stand-in URL.
module.exports = 'asset-stub';
