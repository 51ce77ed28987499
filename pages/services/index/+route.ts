export default '/services'
