// framer-motion's animation and drag features, in a chunk of their own (motionKit.tsx loads it).
export { domMax as default } from 'framer-motion'
